import { BreakableText } from "@card-view/card-contact";
import { CardView } from "@card-view/card-view-with-styles";
import type { BusinessCard } from "@core/card";
import { cardDisplayName, cardPath, cardRoleLine } from "@core/card-display";
import { allows } from "@core/policy";
import { themeDisplayName } from "@core/themes";
import { Share2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import type { User } from "@/features/auth/types";
import { AnalyticsLink, EditCardLink, QrCodeButton, SalesbotLink, ViewCardLink } from "./card-action-buttons";
import { sharePath } from "./card-links";

/** The user's first card: its preview, its details and every action on it. */
export function FeaturedCard({ card, user }: { card: BusinessCard; user: User }) {
  const headingId = useId();
  const roleLine = cardRoleLine(card);
  return (
    <Card className="overflow-hidden">
      <section
        aria-labelledby={headingId}
        className="grid gap-4 p-4 sm:p-6 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:gap-6"
      >
        {/* The details and actions come first (on a phone they are the first screen); on a wide
            screen the glimpse of the card sits to their left. */}
        <div className="flex min-w-0 flex-col gap-4 lg:order-last">
          <div className="space-y-1">
            {/* 'Share anywhere' on the eyebrow's line: the actions below keep to one row, so the
                summary tiles stay in a desktop's first screen. */}
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Featured card
              </p>
              <Link
                to={sharePath(card.id)}
                className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:underline"
              >
                <Share2 className="h-3 w-3" aria-hidden />
                Share anywhere
              </Link>
            </div>
            <h2 id={headingId} className="break-words text-2xl font-bold tracking-tight">
              {cardDisplayName(card)}
            </h2>
            {roleLine && <p className="text-muted-foreground">{roleLine}</p>}
          </div>

          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="min-w-0 rounded-lg bg-muted px-3 py-2">
              <dt className="text-muted-foreground">URL slug</dt>
              <dd className="font-mono font-medium">
                <BreakableText text={cardPath(card.slug)} />
              </dd>
            </div>
            <div className="min-w-0 rounded-lg bg-muted px-3 py-2">
              <dt className="text-muted-foreground">Theme</dt>
              <dd className="font-medium">{themeDisplayName(card.theme)}</dd>
            </div>
          </dl>

          <div className="flex flex-wrap gap-2">
            <EditCardLink id={card.id} label="Edit Card" />
            <AnalyticsLink id={card.id} />
            <ViewCardLink slug={card.slug} />
            {allows(user, "salesbot.configure", card) && <SalesbotLink id={card.id} />}
            <QrCodeButton slug={card.slug} qrLogo={card.brand?.qrLogo} />
          </div>
        </div>

        {/* A glimpse of the card, not a second copy of its page: its top (cover, photo, name) in a
            fixed height, so the summary below stays in the first screen. 'View' opens it whole;
            its links are reachable there, so here it is a picture. */}
        <div
          role="img"
          aria-label={`Preview of ${cardDisplayName(card)}`}
          className="relative mx-auto h-64 w-full max-w-sm min-w-0 overflow-hidden rounded-lg border border-border lg:order-first lg:h-56"
        >
          <div inert className="pointer-events-none [zoom:0.8]">
            <CardView card={card} variant="preview" headingLevel={3} />
          </div>
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-card to-transparent"
          />
        </div>
      </section>
    </Card>
  );
}
