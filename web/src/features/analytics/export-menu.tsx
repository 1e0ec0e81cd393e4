import type { ExportScope } from "@core/schemas/analytics";
import { ChevronDown, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { EXPORT_MENU } from "./export-scopes";

/** 'Export Data': a menu of the eleven export kinds; disabled while one runs. */
export function ExportMenu({ onExport, busy }: { onExport: (scope: ExportScope) => void; busy: boolean }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(buttonClasses("outline"), "bg-card")} disabled={busy}>
        <Download className="h-4 w-4" aria-hidden />
        Export Data
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            Export as CSV
          </DropdownMenu.Label>
          {EXPORT_MENU.map(({ scope, label }) => (
            <DropdownMenu.Item
              key={scope}
              onSelect={() => onExport(scope)}
              className="flex min-h-9 cursor-pointer items-center rounded-sm px-2 text-sm outline-none data-highlighted:bg-accent data-highlighted:text-accent-foreground"
            >
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
