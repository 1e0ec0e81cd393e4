/**
 * Every route of both specifications with the policy action that guards it (spec 000 §2,
 * spec 001 §2; core/policy.ts). The server enforces the same rules on the API. The public card page /view/{slug} is not
 * here: the server renders it (server/render, decision 003).
 */

import type { SubjectlessAction } from "@core/policy";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { createBrowserRouter, Navigate, useParams } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { leavePageWithToasts } from "@/lib/toast-handover";

// Every screen is its own chunk, fetched when its route is first shown: the landing and
// sign-in pages' first load carries nothing of the signed-in frame (its sidebar, menus and
// dialogs), the editors, the charts or the spreadsheet reader.
const AppLayout = lazy(() => import("@/features/shell/app-layout").then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazy(() =>
  import("@/features/shell/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const ProtectedRoute = lazy(() =>
  import("@/features/shell/protected-route").then((m) => ({ default: m.ProtectedRoute })),
);
const SalesbotDenied = lazy(() =>
  import("@/features/shell/salesbot-denied").then((m) => ({ default: m.SalesbotDenied })),
);
const ThemesGalleryPage = lazy(() => import("@/features/landing/themes-gallery-page"));
const ResetPasswordPage = lazy(() => import("@/features/auth/reset-password-page"));
const AccountPage = lazy(() => import("@/features/account/account-page"));
const DashboardPage = lazy(() => import("@/features/dashboard/dashboard-page"));
const CardEditorPage = lazy(() => import("@/features/card-editor/card-editor-page"));
const QuickEditorPage = lazy(() => import("@/features/quick-editor/quick-editor-page"));
const GuidePage = lazy(() => import("@/features/guide/guide-page"));
const UsersPage = lazy(() => import("@/features/users/users-page"));
const AnalyticsPage = lazy(() => import("@/features/analytics/analytics-page"));
const SalesbotConfigPage = lazy(() => import("@/features/salesbot/config/salesbot-config-page"));
const ConversationsPage = lazy(() => import("@/features/salesbot/conversations/conversations-page"));

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

/**
 * The landing and sign-in pages are documents of their own (core/app-documents.ts, web/src/entries/):
 * reached from a screen of this app (signed out, 'Home'), the page at that address is loaded
 * anew, the toasts on screen ('Logged out') going with it.
 */
function OwnDocument() {
  useEffect(() => {
    leavePageWithToasts(`${window.location.pathname}${window.location.search}`, { replace: true });
  }, []);
  return <FullPageSpinner />;
}

/** /editor/{cardId} is the same screen as /card-editor/{id} (DESIGN §6.1). */
function EditorAlias() {
  const { cardId } = useParams();
  return <Navigate to={`/card-editor/${cardId}`} replace />;
}

export const router = createBrowserRouter([
  { path: "/", element: <OwnDocument /> },
  { path: "/themes", element: page(<ThemesGalleryPage />) },
  { path: "/auth", element: <OwnDocument /> },
  { path: "/reset-password", element: page(<ResetPasswordPage />) },
  {
    element: page(
      <ProtectedRoute>
        <AppLayout />
      </ProtectedRoute>,
    ),
    children: [
      { path: "/dashboard", element: guarded("app.use", <DashboardPage />) },
      { path: "/card-editor/:id", element: guarded("app.use", <CardEditorPage />) },
      { path: "/editor/:cardId", element: <EditorAlias /> },
      { path: "/mobile-editor/:id", element: guarded("app.use", <QuickEditorPage />) },
      { path: "/analytics/:id", element: guarded("app.use", <AnalyticsPage />) },
      { path: "/account", element: guarded("app.use", <AccountPage />) },
      { path: "/guide", element: guarded("app.use", <GuidePage />) },
      // "user.manage" (level 4+) is checked by the page itself, which shows the spec's own denial text.
      { path: "/users", element: guarded("app.use", <UsersPage />) },
      { path: "/salesbot/:cardId", element: salesbot(<SalesbotConfigPage />) },
      { path: "/salesbot/:cardId/config", element: salesbot(<SalesbotConfigPage />) },
      {
        path: "/salesbot/:cardId/conversations",
        element: salesbot(<ConversationsPage />),
      },
    ],
  },
  { path: "*", element: page(<NotFoundPage />) },
]);
