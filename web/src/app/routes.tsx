/**
 * Every route of both specifications with the policy action that guards it (spec 000 §2,
 * spec 001 §2; core/policy.ts). The server enforces the same rules on the API. The public card page /view/{slug} is not
 * here: the server renders it (server/render, decision 003).
 */

import type { SubjectlessAction } from "@core/policy";
import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, useParams } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";

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
// Opened directly, the landing and sign-in pages come as documents of their own, not this app
// (core/app-documents.ts); reached from one of its screens (signing out, 'Home'), or from a host
// that sends this app for every address, they show here, the same components.
const LandingPage = lazy(() => import("@/features/landing/landing-page"));
const AuthPage = lazy(() => import("@/features/auth/auth-page"));
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

/** /editor/{cardId} is the same screen as /card-editor/{id} (DESIGN §6.1). */
function EditorAlias() {
  const { cardId } = useParams();
  return <Navigate to={`/card-editor/${cardId}`} replace />;
}

export const router = createBrowserRouter([
  { path: "/", element: page(<LandingPage />) },
  { path: "/themes", element: page(<ThemesGalleryPage />) },
  { path: "/auth", element: page(<AuthPage />) },
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
