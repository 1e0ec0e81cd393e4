import type { LucideIcon } from "lucide-react";
import { CircleCheck, Download, EllipsisVertical, Share, SquarePlus } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { currentInstallPlatform, type InstallPlatform } from "./platform";

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * The real steps of each platform's browser (spec 000 §2: three steps each). iOS installs only
 * from Safari's share sheet; Android's Chrome names the menu item 'Install app' or 'Add to Home
 * screen' depending on its version, so both names are given.
 */
const GUIDES: Record<InstallPlatform, { tab: string; browser: string; steps: [Step, Step, Step] }> = {
  ios: {
    tab: "iOS",
    browser: "Open this page in Safari on your iPhone or iPad, then:",
    steps: [
      {
        icon: Share,
        title: "Tap the Share button",
        text: "The square with an arrow pointing up, in Safari's toolbar.",
      },
      {
        icon: SquarePlus,
        title: "Tap 'Add to Home Screen'",
        text: "Scroll down the share sheet to find it.",
      },
      {
        icon: CircleCheck,
        title: "Tap 'Add'",
        text: "In the top right corner. The app's icon appears on your home screen.",
      },
    ],
  },
  android: {
    tab: "Android",
    browser: "Open this page in Chrome on your phone, then:",
    steps: [
      {
        icon: EllipsisVertical,
        title: "Tap the menu button (⋮)",
        text: "The three dots in Chrome's top right corner.",
      },
      {
        icon: Download,
        title: "Tap 'Install app' or 'Add to Home screen'",
        text: "Chrome shows one of the two, depending on its version.",
      },
      {
        icon: CircleCheck,
        title: "Tap 'Install'",
        text: "The app opens from your home screen like any other app.",
      },
    ],
  },
};

const PLATFORMS: InstallPlatform[] = ["ios", "android"];

/**
 * The iOS and Android tabs with their steps, the device's own platform first shown. Used by the
 * dashboard's PWA Settings tab and the install guide dialog; any screen may reuse it.
 */
export function InstallSteps({ platform }: { platform?: InstallPlatform }) {
  // Chosen once: the device does not change while the guide is open.
  const [initial] = useState(() => platform ?? currentInstallPlatform());
  return (
    <Tabs defaultValue={initial}>
      <TabsList aria-label="Device">
        {PLATFORMS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {GUIDES[value].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {PLATFORMS.map((value) => (
        <TabsContent key={value} value={value} className="rounded-md">
          <p className="text-sm text-muted-foreground">{GUIDES[value].browser}</p>
          <ol className="mt-3 space-y-3">
            {GUIDES[value].steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-3">
                {/* The list already numbers the steps for screen readers. */}
                <span
                  aria-hidden
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    {title}
                    <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                  </p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </TabsContent>
      ))}
    </Tabs>
  );
}
