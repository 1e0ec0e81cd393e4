import { Menu } from "lucide-react";
import { type ComponentType, useState } from "react";

export const MENU_BUTTON_CLASSES =
  "inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring";

type DrawerComponent = ComponentType<{ initiallyOpen?: boolean }>;

let drawerModule: Promise<DrawerComponent> | undefined;
/** The drawer's code (Radix's dialog), fetched once. */
function loadDrawer(): Promise<DrawerComponent> {
  drawerModule ??= import("./mobile-nav-drawer").then((m) => m.default);
  return drawerModule;
}

/**
 * The phone navigation's 'Open menu' button. Until it is used, only the button is on the page:
 * the drawer's code is fetched when the pointer or the focus reaches it, and the drawer opens
 * (taking the focus, which it gives back to its own button on closing) once it was pressed.
 */
export function MobileNavButton() {
  const [Drawer, setDrawer] = useState<DrawerComponent | null>(null);
  if (Drawer) return <Drawer initiallyOpen />;
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={MENU_BUTTON_CLASSES}
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => void loadDrawer().then((component) => setDrawer(() => component))}
    >
      <Menu className="h-5 w-5" aria-hidden />
    </button>
  );
}
