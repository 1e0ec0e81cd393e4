/**
 * Every route of the app with the policy action that guards it (core/policy.ts). The server
 * enforces the same rules on the API. The public card page /view/{slug} is not
 * here: the server renders it (server/render, decision 003).
 */

import type { SubjectlessAction } from "@core/policy";
import { type ReactNode, Suspense } from "react";
import { matchRoutes, Navigate, type RouteObject, useParams } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { DASHBOARD_PARTS } from "@/features/dashboard/dashboard-parts";
import { requestEarly } from "@/lib/early-requests";
import { type AnyComponent, type LazyPart, lazyPart } from "@/lib/lazy-part";
import { CARDS_PATH, DASHBOARD_SUMMARY_PATH, NEW_LEADS_PATH, USER_PATH } from "@/lib/read-paths";

/** A screen's component, fetched when first shown, or ahead with `preload` (lib/lazy-part.ts). */
const screen = lazyPart;

// Every screen is its own chunk, fetched when its route is first shown (or ahead, when the page
// opens at its address: preloadScreensFor): the landing and sign-in pages' first load carries
// nothing of the signed-in frame (its sidebar, menus and dialogs), the editors, the charts or the
// spreadsheet reader.
const AppLayout = screen("src/features/shell/app-layout.tsx", () =>
  import("@/features/shell/app-layout").then((m) => ({ default: m.AppLayout })),
);
const NotFoundPage = screen("src/features/shell/not-found-page.tsx", () =>
  import("@/features/shell/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const ProtectedRoute = screen("src/features/shell/protected-route.tsx", () =>
  import("@/features/shell/protected-route").then((m) => ({ default: m.ProtectedRoute })),
);
const SalesbotDenied = screen("src/features/shell/salesbot-denied.tsx", () =>
  import("@/features/shell/salesbot-denied").then((m) => ({ default: m.SalesbotDenied })),
);
// Opened directly, the landing and sign-in pages come as documents of their own, not this app
// (core/app-documents.ts); reached from one of its screens (signing out, 'Home'), or from a host
// that sends this app for every address, they show here, the same components.
const LandingPage = screen(
  "src/features/landing/landing-page.tsx",
  () => import("@/features/landing/landing-page"),
);
const AuthPage = screen("src/features/auth/auth-page.tsx", () => import("@/features/auth/auth-page"));
const ThemesGalleryPage = screen(
  "src/features/landing/themes-gallery-page.tsx",
  () => import("@/features/landing/themes-gallery-page"),
);
const ResetPasswordPage = screen(
  "src/features/auth/reset-password-page.tsx",
  () => import("@/features/auth/reset-password-page"),
);
const ClaimPage = screen("src/features/claims/claim-page.tsx", () => import("@/features/claims/claim-page"));
const AccountPage = screen(
  "src/features/account/account-page.tsx",
  () => import("@/features/account/account-page"),
);
const DashboardPage = screen(
  "src/features/dashboard/dashboard-page.tsx",
  () => import("@/features/dashboard/dashboard-page"),
);
const CardEditorPage = screen(
  "src/features/card-editor/card-editor-page.tsx",
  () => import("@/features/card-editor/card-editor-page"),
);
const QuickEditorPage = screen(
  "src/features/quick-editor/quick-editor-page.tsx",
  () => import("@/features/quick-editor/quick-editor-page"),
);
const GuidePage = screen("src/features/guide/guide-page.tsx", () => import("@/features/guide/guide-page"));
const UsersPage = screen("src/features/users/users-page.tsx", () => import("@/features/users/users-page"));
const OrganizationsPage = screen(
  "src/features/organizations/organizations-page.tsx",
  () => import("@/features/organizations/organizations-page"),
);
const OrganizationPage = screen(
  "src/features/organizations/organization-page.tsx",
  () => import("@/features/organizations/organization-page"),
);
const SecurityPage = screen(
  "src/features/security-admin/security-page.tsx",
  () => import("@/features/security-admin/security-page"),
);
// Webhooks and HubSpot (issue 38).
const IntegrationsPage = screen(
  "src/features/integrations/integrations-page.tsx",
  () => import("@/features/integrations/integrations-page"),
);
const AnalyticsPage = screen(
  "src/features/analytics/analytics-page.tsx",
  () => import("@/features/analytics/analytics-page"),
);
const SalesbotConfigPage = screen(
  "src/features/salesbot/config/salesbot-config-page.tsx",
  () => import("@/features/salesbot/config/salesbot-config-page"),
);
const ConversationsPage = screen(
  "src/features/salesbot/conversations/conversations-page.tsx",
  () => import("@/features/salesbot/conversations/conversations-page"),
);
// Share anywhere: signature, wallet, background, NFC tags, website button (issue 39).
const SharePage = screen("src/features/share/share-page.tsx", () => import("@/features/share/share-page"));
// Leads inbox (issue 38).
const LeadsPage = screen("src/features/leads/leads-page.tsx", () => import("@/features/leads/leads-page"));

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

/** The salesbot screens below level 2 show the spec's own text with a back button. */
function salesbot(element: ReactNode) {
  return guarded("salesbot.open", element, <SalesbotDenied />);
}

/** /editor/{cardId} is the same screen as /card-editor/{id}. */
function EditorAlias() {
  const { cardId } = useParams();
  return <Navigate to={`/card-editor/${cardId}`} replace />;
}

interface RouteHandle {
  screens?: readonly LazyPart<AnyComponent>[];
  /** Parts of the screens drawn later (a tab): fetched when drawn, and loaded by the server that writes the page. */
  parts?: readonly LazyPart<AnyComponent>[];
  /** The signed-in frame. */
  signedIn?: boolean;
  /** The API reads the route's screen makes as it opens, asked for early (lib/early-requests.ts). */
  reads?: readonly string[];
  /**
   * The server writes the page with its data (entries/app-server.tsx), so that a phone paints the
   * screen itself, not a spinner, before the app's code has arrived; the browser then takes it over.
   * Its screen calls usePressHeldBeforeTakeover (lib/held-press.ts), so an early press still works.
   */
  serverWritten?: boolean;
}

/** The route's screens, fetched ahead (route `handle`). */
const ahead = (...screens: LazyPart<AnyComponent>[]) => ({ handle: { screens } satisfies RouteHandle });

/** Every route of the app, for the browser's router (main.tsx) and the server's (entries/app-server.tsx). */
export const appRoutes: RouteObject[] = [
  { path: "/", element: page(<LandingPage />), ...ahead(LandingPage) },
  { path: "/themes", element: page(<ThemesGalleryPage />), ...ahead(ThemesGalleryPage) },
  { path: "/auth", element: page(<AuthPage />), ...ahead(AuthPage) },
  { path: "/reset-password", element: page(<ResetPasswordPage />), ...ahead(ResetPasswordPage) },
  { path: "/claim/:token", element: page(<ClaimPage />), ...ahead(ClaimPage) },
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
        handle: {
          ...ahead(DashboardPage).handle,
          reads: [CARDS_PATH, DASHBOARD_SUMMARY_PATH],
          serverWritten: true,
          parts: DASHBOARD_PARTS,
        },
      },
      { path: "/card-editor/:id", element: guarded("app.use", <CardEditorPage />), ...ahead(CardEditorPage) },
      { path: "/editor/:cardId", element: <EditorAlias /> },
      {
        path: "/mobile-editor/:id",
        element: guarded("app.use", <QuickEditorPage />),
        ...ahead(QuickEditorPage),
      },
      { path: "/analytics/:id", element: guarded("app.use", <AnalyticsPage />), ...ahead(AnalyticsPage) },
      // Leads inbox (issue 38): which card's or organisation's leads the server decides per list.
      { path: "/share/:cardId", element: guarded("app.use", <SharePage />), ...ahead(SharePage) },
      { path: "/leads", element: guarded("app.use", <LeadsPage />), ...ahead(LeadsPage) },
      { path: "/account", element: guarded("app.use", <AccountPage />), ...ahead(AccountPage) },
      { path: "/guide", element: guarded("app.use", <GuidePage />), ...ahead(GuidePage) },
      // "user.manage" (level 4+) is checked by the page itself, which shows the spec's own denial text.
      { path: "/users", element: guarded("app.use", <UsersPage />), ...ahead(UsersPage) },
      { path: "/security", element: guarded("audit.read", <SecurityPage />), ...ahead(SecurityPage) },
      // Webhooks and HubSpot (issue 38).
      {
        path: "/integrations",
        element: guarded("webhooks.use", <IntegrationsPage />),
        ...ahead(IntegrationsPage),
      },
      // Who may read an organisation is the server's to say (membership): the page shows its refusal.
      {
        path: "/organizations",
        element: guarded("app.use", <OrganizationsPage />),
        ...ahead(OrganizationsPage),
      },
      {
        path: "/organizations/:orgId",
        element: guarded("app.use", <OrganizationPage />),
        ...ahead(OrganizationPage),
      },
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
];

const screensAndParts = (handle: RouteHandle) => [...(handle.screens ?? []), ...(handle.parts ?? [])];

function handlesFor(pathname: string): RouteHandle[] {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.map((match) => (match.route.handle as RouteHandle | undefined) ?? {});
}

/**
 * Fetches, all at once, the code of the screens the page opens on: otherwise each is asked for
 * only once the one around it has arrived (the signed-in frame, then the screen), a round trip
 * each on a phone's slow link.
 */
export function preloadScreensFor(
  pathname: string,
  { mayBeSignedIn, readsAnswered = false }: { mayBeSignedIn: boolean; readsAnswered?: boolean },
): Promise<void> {
  const handles = handlesFor(pathname);
  // Signed out, a signed-in screen's address leads to the sign-in page: nothing to fetch ahead.
  if (!mayBeSignedIn && handles.some((handle) => handle.signedIn)) return Promise.resolve();
  const loaded = Promise.all(handles.flatMap((handle) => handle.screens ?? []).map((item) => item.preload()));
  // A page the server wrote came with its reads' answers.
  if (!readsAnswered) requestEarly(handles.flatMap((handle) => handle.reads ?? []));
  return loaded.then(() => undefined);
}

/** What the server needs to write a signed-in page: its reads, and the screens' modules. */
interface ServerWrittenPage {
  /** The reads of the routes on the way, outermost first: the session check comes first. */
  reads: string[];
  /**
   * The screens' modules, as the build's manifest names them (for their stylesheets and scripts);
   * the parts drawn within them the render itself tells (entries/app-server.tsx).
   */
  screens: string[];
}

/** Loads the code of every screen the server writes, so that its first such page is not held up by it. */
export function loadServerWrittenScreens(): Promise<void> {
  const screens: LazyPart<AnyComponent>[] = [];
  const visit = (routes: readonly RouteObject[], above: readonly RouteHandle[]) => {
    for (const route of routes) {
      const handles = [...above, (route.handle as RouteHandle | undefined) ?? {}];
      if (handles.at(-1)?.serverWritten) screens.push(...handles.flatMap(screensAndParts));
      visit(route.children ?? [], handles);
    }
  };
  visit(appRoutes, []);
  return Promise.all(screens.map((item) => item.preload())).then(() => undefined);
}

/** The page at `pathname` when the server writes it with its data, else undefined (the shell's spinner). */
export function serverWrittenPage(pathname: string): ServerWrittenPage | undefined {
  const handles = handlesFor(pathname);
  if (!handles.some((handle) => handle.serverWritten)) return undefined;
  return {
    reads: handles.flatMap((handle) => handle.reads ?? []),
    screens: handles.flatMap((handle) => handle.screens ?? []).map((item) => item.source),
  };
}
