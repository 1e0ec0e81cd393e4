/**
 * Every route of both specifications with the policy action that guards it (spec 000 §2,
 * spec 001 §2; core/policy.ts). The server enforces the same rules on the API. The public card page /view/{slug} is not
 * here: the server renders it (server/render, decision 003).
 */

import type { SubjectlessAction } from "@core/policy";
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, matchRoutes, Navigate, useParams } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { requestEarly } from "@/lib/early-requests";
import { loadOnce } from "@/lib/load-once";
import { CARDS_PATH, DASHBOARD_SUMMARY_PATH, NEW_LEADS_PATH, USER_PATH } from "@/lib/read-paths";

/** A screen's component, fetched when first shown, or ahead with `preload`. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: a component of any props
type AnyComponent = ComponentType<any>;
type Screen<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  preload: () => void;
};

function screen<Component extends AnyComponent>(
  load: () => Promise<{ default: Component }>,
): Screen<Component> {
  // A chunk that did not arrive is tried again when the screen is shown.
  const once = loadOnce(load);
  return Object.assign(lazy(once), { preload: () => void once().catch(() => undefined) });
}

// Every screen is its own chunk, fetched when its route is first shown (or ahead, when the page
// opens at its address: preloadScreensFor): the landing and sign-in pages' first load carries
// nothing of the signed-in frame (its sidebar, menus and dialogs), the editors, the charts or the
// spreadsheet reader.
const AppLayout = screen(() => import("@/features/shell/app-layout").then((m) => ({ default: m.AppLayout })));
const NotFoundPage = screen(() =>
  import("@/features/shell/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const ProtectedRoute = screen(() =>
  import("@/features/shell/protected-route").then((m) => ({ default: m.ProtectedRoute })),
);
const SalesbotDenied = screen(() =>
  import("@/features/shell/salesbot-denied").then((m) => ({ default: m.SalesbotDenied })),
);
// Opened directly, the landing and sign-in pages come as documents of their own, not this app
// (core/app-documents.ts); reached from one of its screens (signing out, 'Home'), or from a host
// that sends this app for every address, they show here, the same components.
const LandingPage = screen(() => import("@/features/landing/landing-page"));
const AuthPage = screen(() => import("@/features/auth/auth-page"));
const ThemesGalleryPage = screen(() => import("@/features/landing/themes-gallery-page"));
const ResetPasswordPage = screen(() => import("@/features/auth/reset-password-page"));
const AccountPage = screen(() => import("@/features/account/account-page"));
const DashboardPage = screen(() => import("@/features/dashboard/dashboard-page"));
const CardEditorPage = screen(() => import("@/features/card-editor/card-editor-page"));
const QuickEditorPage = screen(() => import("@/features/quick-editor/quick-editor-page"));
const GuidePage = screen(() => import("@/features/guide/guide-page"));
const UsersPage = screen(() => import("@/features/users/users-page"));
const AnalyticsPage = screen(() => import("@/features/analytics/analytics-page"));
const SalesbotConfigPage = screen(() => import("@/features/salesbot/config/salesbot-config-page"));
const ConversationsPage = screen(() => import("@/features/salesbot/conversations/conversations-page"));

function page(element: ReactNode) {
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}

function guarded(action: SubjectlessAction, element: ReactNode, denied?: ReactNode) {
  return page(
    <ProtectedRoute action={action} denied={denied}>
      {page(element)}
    </ProtectedRoute>,
  );
}

/** The salesbot screens below level 2 show the spec's own text with a back button (spec 001 §6). */
function salesbot(element: ReactNode) {
  return guarded("salesbot.open", element, <SalesbotDenied />);
}

/** /editor/{cardId} is the same screen as /card-editor/{id} (DESIGN §6.1). */
function EditorAlias() {
  const { cardId } = useParams();
  return <Navigate to={`/card-editor/${cardId}`} replace />;
}

interface RouteHandle {
  preload?: () => void;
  /** The signed-in frame. */
  signedIn?: boolean;
  /** The API reads the route's screen makes as it opens, asked for early (lib/early-requests.ts). */
  reads?: readonly string[];
}

/** The route's screens fetched ahead (route `handle`). */
const ahead = (...screens: { preload: () => void }[]) => ({
  handle: {
    preload: () => {
      for (const item of screens) item.preload();
    },
  },
});

export const router = createBrowserRouter([
  { path: "/", element: page(<LandingPage />), ...ahead(LandingPage) },
  { path: "/themes", element: page(<ThemesGalleryPage />), ...ahead(ThemesGalleryPage) },
  { path: "/auth", element: page(<AuthPage />), ...ahead(AuthPage) },
  { path: "/reset-password", element: page(<ResetPasswordPage />), ...ahead(ResetPasswordPage) },
  {
    element: page(
      <ProtectedRoute>
        <AppLayout />
      </ProtectedRoute>,
    ),
    // The session check, and the sidebar's count of new leads.
    handle: {
      ...ahead(ProtectedRoute, AppLayout).handle,
      signedIn: true,
      reads: [USER_PATH, NEW_LEADS_PATH],
    },
    children: [
      {
        path: "/dashboard",
        element: guarded("app.use", <DashboardPage />),
        handle: { ...ahead(DashboardPage).handle, reads: [CARDS_PATH, DASHBOARD_SUMMARY_PATH] },
      },
      { path: "/card-editor/:id", element: guarded("app.use", <CardEditorPage />), ...ahead(CardEditorPage) },
      { path: "/editor/:cardId", element: <EditorAlias /> },
      {
        path: "/mobile-editor/:id",
        element: guarded("app.use", <QuickEditorPage />),
        ...ahead(QuickEditorPage),
      },
      { path: "/analytics/:id", element: guarded("app.use", <AnalyticsPage />), ...ahead(AnalyticsPage) },
      { path: "/account", element: guarded("app.use", <AccountPage />), ...ahead(AccountPage) },
      { path: "/guide", element: guarded("app.use", <GuidePage />), ...ahead(GuidePage) },
      // "user.manage" (level 4+) is checked by the page itself, which shows the spec's own denial text.
      { path: "/users", element: guarded("app.use", <UsersPage />), ...ahead(UsersPage) },
      { path: "/salesbot/:cardId", element: salesbot(<SalesbotConfigPage />), ...ahead(SalesbotConfigPage) },
      {
        path: "/salesbot/:cardId/config",
        element: salesbot(<SalesbotConfigPage />),
        ...ahead(SalesbotConfigPage),
      },
      {
        path: "/salesbot/:cardId/conversations",
        element: salesbot(<ConversationsPage />),
        ...ahead(ConversationsPage),
      },
    ],
  },
  { path: "*", element: page(<NotFoundPage />), ...ahead(NotFoundPage) },
]);

/**
 * Fetches, all at once, the code of the screens the page opens on: otherwise each is asked for
 * only once the one around it has arrived (the signed-in frame, then the screen), a round trip
 * each on a phone's slow link.
 */
export function preloadScreensFor(pathname: string, { mayBeSignedIn }: { mayBeSignedIn: boolean }): void {
  const matches = matchRoutes(router.routes, pathname) ?? [];
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  // Signed out, a signed-in screen's address leads to the sign-in page: nothing to fetch ahead.
  if (!mayBeSignedIn && handles.some((handle) => handle?.signedIn)) return;
  for (const handle of handles) handle?.preload?.();
  requestEarly(handles.flatMap((handle) => handle?.reads ?? []));
}
