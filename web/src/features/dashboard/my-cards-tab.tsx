import type { BusinessCard } from "@core/card";
import type { User } from "@/features/auth/types";
import { AllCardsGrid } from "./all-cards-grid";
import { AnalyticsBanner } from "./analytics-banner";
import { EmptyCards } from "./empty-cards";
import { FeaturedCard } from "./featured-card";
import { SummaryTiles } from "./summary-tiles";

interface MyCardsTabProps {
  cards: BusinessCard[];
  user: User;
  onCreateFirst: () => void;
  creating: boolean;
}

/** The My Cards tab: the first card featured, the banner, the tiles, then all cards. */
export function MyCardsTab({ cards, user, onCreateFirst, creating }: MyCardsTabProps) {
  const [first] = cards;
  return (
    <div className="space-y-6">
      {first ? (
        <>
          <FeaturedCard card={first} user={user} />
          <AnalyticsBanner firstCardId={first.id} />
        </>
      ) : (
        <EmptyCards onCreate={onCreateFirst} pending={creating} />
      )}
      <SummaryTiles accessLevel={user.accessLevel} />
      {cards.length > 1 && <AllCardsGrid cards={cards} user={user} />}
    </div>
  );
}
