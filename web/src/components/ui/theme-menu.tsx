import { Monitor, Moon, Sun } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type ThemePreference, useTheme } from "@/lib/theme";
import { ThemeIcon, themeButtonClasses, themeButtonLabel } from "./theme-button";

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/** Chooses light, dark or system theme; `defaultOpen` when the person asked for it while it loaded. */
export default function ThemeMenu({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  const { theme, setTheme } = useTheme();
  return (
    // Non-modal: a modal menu hides the page from screen readers while its buttons stay focusable.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={themeButtonClasses(className)} aria-label={themeButtonLabel(theme)}>
        <ThemeIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => setTheme(value as ThemePreference)}
          >
            {OPTIONS.map(({ value, label, Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[state=checked]:font-semibold"
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
