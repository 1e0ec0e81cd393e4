import { INSTALL_GUIDES, type InstallPlatform } from "@core/install-platform";
import type { LucideIcon } from "lucide-react";
import { CircleCheck, Download, EllipsisVertical, MonitorDown, Share, SquarePlus } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { currentInstallPlatform } from "./platform";

/** Each step's picture, in the order of core's steps. */
const STEP_ICONS: Record<InstallPlatform, [LucideIcon, LucideIcon, LucideIcon]> = {
  ios: [Share, SquarePlus, CircleCheck],
  android: [EllipsisVertical, Download, CircleCheck],
  desktop: [MonitorDown, EllipsisVertical, CircleCheck],
};

const PLATFORMS: InstallPlatform[] = ["ios", "android", "desktop"];

/**
 * The iOS, Android and Desktop tabs with their steps, the device's own platform first shown. Used by the
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
            {INSTALL_GUIDES[value].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {PLATFORMS.map((value) => (
        <TabsContent key={value} value={value} className="rounded-md">
          <p className="text-sm text-muted-foreground">{INSTALL_GUIDES[value].browser}</p>
          <ol className="mt-3 space-y-3">
            {INSTALL_GUIDES[value].steps.map(({ title, text }, index) => {
              const Icon = STEP_ICONS[value][index]!;
              return (
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
              );
            })}
          </ol>
        </TabsContent>
      ))}
    </Tabs>
  );
}
