import { cardDisplayName } from "@core/card-display";
import { allows } from "@core/policy";
import { isThemeValue, type ThemeValue } from "@core/themes";
import { Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LightTabs } from "@/components/ui/light-tabs";
import { Spinner } from "@/components/ui/spinner";
import type { User } from "@/features/auth/types";
import { useUser } from "@/features/auth/use-auth";
import { useMyCards } from "@/features/cards/api";
import { InstallGuideLauncher } from "@/features/install/install-guide-dialog";
import { InstallGuidePanel } from "@/features/install/install-guide-panel";
import { NewLeadsPanel } from "@/features/leads/new-leads-panel";
import { OfflineTab } from "@/features/offline/offline-tab";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { usePressHeldBeforeTakeover } from "@/lib/held-press";
import { AnalyticsTab } from "./analytics-tab";
import { CreateCardTab } from "./dashboard-parts";
import { MyCardsTab } from "./my-cards-tab";
import { profileCardInput, useCreateCardAction } from "./use-create-card-action";

/**
 * /dashboard: the user's cards, creating new ones, each card's analytics totals
 * the install guide (PWA Settings tab, and the dialog that opens by itself on a first visit) and
 * the offline manager (Offline tab).
 */
export default function DashboardPage() {
  usePageTitle("Dashboard");
  const { data: user } = useUser();
  if (!user) return null;
  return <Dashboard user={user} />;
}

const TABS = ["my-cards", "create", "analytics", "pwa", "offline"] as const;
type DashboardTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DashboardTab => TABS.includes(value as DashboardTab);

/**
 * `?tab=create&theme={value}` opens Create Card with that theme chosen (the theme gallery's
 * 'Use Theme'); `?tab=analytics` opens the Analytics tab, `?tab=pwa` the PWA Settings tab,
 * `?tab=offline` the Offline tab.
 */
function useRequestedTab(): { tab: DashboardTab; theme: ThemeValue | undefined } {
  const [params] = useSearchParams();
  const theme = params.get("theme");
  const tab = params.get("tab");
  return {
    tab: isTab(tab) ? tab : "my-cards",
    theme: isThemeValue(theme) ? theme : undefined,
  };
}

function Dashboard({ user }: { user: User }) {
  // The server writes this screen (route handle `serverWritten`).
  usePressHeldBeforeTakeover();
  const requested = useRequestedTab();
  const [tab, setTab] = useState<DashboardTab>(requested.tab);
  const cards = useMyCards();
  const ownedCards = cards.data?.length ?? 0;
  const firstCard = cards.data?.[0];
  const quickCreate = useCreateCardAction(user, ownedCards);
  const createFromProfile = () => quickCreate.createCard(profileCardInput(user));
  const loadError = (
    <Alert title="Error loading dashboard">
      <p>{errorMessage(cards.error, "Something went wrong. Please try again.")}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => void cards.refetch()}>
        Try again
      </Button>
    </Alert>
  );

  const tabLoading = (
    <div className="flex justify-center py-16">
      <Spinner label="Loading" className="[&_svg]:h-8 [&_svg]:w-8" />
    </div>
  );

  return (
    // The bottom padding keeps the last controls clear of the floating 'Install Guide' button.
    <div className="mx-auto max-w-6xl space-y-6 pb-16">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Manage your digital business cards.</p>
        </div>
        {allows(user, "card.createButton") && (
          <Button onClick={createFromProfile} disabled={quickCreate.isPending || cards.isPending}>
            <Plus className="h-4 w-4" aria-hidden />
            {quickCreate.isPending ? "Creating..." : "Create New Card"}
          </Button>
        )}
      </header>

      <NewLeadsPanel
        user={user}
        firstCard={
          firstCard && {
            cardId: firstCard.id,
            cardName: cardDisplayName(firstCard),
            formAnswers: 0,
            conversations: 0,
          }
        }
      />

      {cards.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your cards" className="[&_svg]:h-8 [&_svg]:w-8" />
        </div>
      ) : (
        // The tabs stay when the cards cannot be loaded (offline): the Offline tab lists
        // what this device saved, and the tabs that need the cards say why they are empty.
        <LightTabs
          label="Dashboard sections"
          panelFocusable
          value={tab}
          onChange={setTab}
          tabs={[
            {
              value: "my-cards",
              label: "My Cards",
              panel: cards.data ? (
                <MyCardsTab
                  cards={cards.data}
                  user={user}
                  onCreateFirst={createFromProfile}
                  creating={quickCreate.isPending}
                />
              ) : (
                loadError
              ),
            },
            {
              value: "create",
              label: "Create Card",
              panel: cards.data ? (
                <Suspense fallback={tabLoading}>
                  <CreateCardTab user={user} ownedCards={ownedCards} initialTheme={requested.theme} />
                </Suspense>
              ) : (
                loadError
              ),
            },
            {
              value: "analytics",
              label: "Analytics",
              panel: cards.data ? <AnalyticsTab cards={cards.data} /> : loadError,
            },
            { value: "pwa", label: "PWA Settings", panel: <InstallGuidePanel /> },
            { value: "offline", label: "Offline", panel: <OfflineTab cards={cards.data} /> },
          ]}
        />
      )}
      <InstallGuideLauncher hasCard={firstCard !== undefined} />
    </div>
  );
}
