import { BreakableText } from "@card-view/card-contact";
import type { BusinessCard } from "@core/card";
import { cardDisplayName, cardPath, cardRoleLine } from "@core/card-display";
import { cardLook } from "@core/org-brand";
import { allows } from "@core/policy";
import { themeDisplayName } from "@core/themes";
import type { User } from "@/features/auth/types";
import { AnalyticsLink, EditCardLink, QrCodeButton, SalesbotLink, ShareLink } from "./card-action-buttons";
import { DeleteCardButton } from "./delete-card-button";

function CardTile({ card, user }: { card: BusinessCard; user: User }) {
  const roleLine = cardRoleLine(card);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      {/* The theme's header band: a glance at the card's look. */}
      <div aria-hidden className="h-14" style={{ background: cardLook(card).header }} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0 space-y-0.5">
          <h3 className="break-words text-lg font-semibold">{cardDisplayName(card)}</h3>
          {roleLine && <p className="text-sm text-muted-foreground">{roleLine}</p>}
          <p className="font-mono text-xs text-muted-foreground">
            <BreakableText text={cardPath(card.slug)} />
          </p>
          <p className="text-xs text-muted-foreground">{themeDisplayName(card.theme)}</p>
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <EditCardLink id={card.id} label="Edit" size="sm" />
          <AnalyticsLink id={card.id} size="sm" />
          {allows(user, "salesbot.configure", card) && <SalesbotLink id={card.id} size="sm" />}
          {allows(user, "card.delete") && <DeleteCardButton card={card} />}
          <QrCodeButton slug={card.slug} qrLogo={card.brand?.qrLogo} size="sm" />
          <ShareLink id={card.id} size="sm" />
        </div>
      </div>
    </li>
  );
}

/** 'All Your Cards', shown once the user has more than one card. */
export function AllCardsGrid({ cards, user }: { cards: BusinessCard[]; user: User }) {
  return (
    <section aria-labelledby="all-cards-heading" className="space-y-3">
      <h2 id="all-cards-heading" className="text-xl font-semibold tracking-tight">
        All Your Cards
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <CardTile key={card.id} card={card} user={user} />
        ))}
      </ul>
    </section>
  );
}
