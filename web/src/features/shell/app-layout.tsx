import { PRODUCT_NAME } from "@core/limits";
import { Menu } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Outlet } from "react-router";
import { useUser } from "@/features/auth/use-auth";
import { cn } from "@/lib/cn";
import { useStoredBoolean } from "@/lib/use-local-storage";
import { SessionBanner } from "./session-banner";
import { Sidebar } from "./sidebar";

const SIDEBAR_COLLAPSED_KEY = "sidebarCollapsed";

/**
 * The signed-in screens' frame: a collapsible sidebar on desktop, a drawer on phones. It shows
 * the matched route, or `children` where a screen outside the signed-in routes (the
 * not-found page) borrows the frame. Above the screen, the banner that says when the session
 * could not be checked (offline, or the server unreachable).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useUser();
  const [collapsed, setCollapsed] = useStoredBoolean(SIDEBAR_COLLAPSED_KEY, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  return (
    <div className="min-h-screen bg-background md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 border-r border-border transition-[width] md:block",
          collapsed ? "w-[4.5rem]" : "w-64",
        )}
      >
        <Sidebar user={user} collapsed={collapsed} onToggleCollapsed={() => setCollapsed(!collapsed)} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-card px-3 md:hidden">
        <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogPrimitive.Trigger
            aria-label="Open menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Menu className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60" />
            <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border shadow-xl">
              <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">
                Navigation and account
              </DialogPrimitive.Description>
              <Sidebar user={user} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
        <span className="font-bold">{PRODUCT_NAME}</span>
      </header>

      <div className="min-w-0 flex-1">
        <SessionBanner />
        <main id="main" className="min-w-0 p-4 md:p-8">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
