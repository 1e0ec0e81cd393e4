import { MOBILE_BREAKPOINT_PX } from "@core/limits";
import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { AccountLinks } from "./account-links";
import { Brand } from "./brand";
import { NAV_SECTIONS } from "./landing-content";
import { MENU_BUTTON_CLASSES } from "./mobile-nav-button";
import { NAV_ANCHOR_CLASSES } from "./nav-link-classes";

/**
 * The navigation on phones: a side drawer opened by a menu button.
 * Following an anchor closes the drawer, lets the browser scroll to the section and
 * then moves the keyboard focus there instead of back to the menu button.
 */
export default function MobileNavDrawer({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const pendingTarget = useRef<string | null>(null);

  // The drawer belongs to the narrow layout: close it when the window grows past it.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={MENU_BUTTON_CLASSES}>
        <Menu className="h-5 w-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const id = pendingTarget.current;
            pendingTarget.current = null;
            const target = id ? document.getElementById(id) : null;
            if (target) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto",
            "border-l border-border bg-card text-card-foreground shadow-xl focus:outline-none",
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
            <Brand />
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Main" className="flex flex-1 flex-col gap-6 p-4">
            <ul className="flex flex-col gap-1">
              {NAV_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    onClick={() => {
                      pendingTarget.current = section.id;
                      setOpen(false);
                    }}
                    className={cn(NAV_ANCHOR_CLASSES, "w-full text-base")}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
            <AccountLinks stacked onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
