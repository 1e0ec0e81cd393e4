import type { LeadList } from "@core/leads";
import { allows } from "@core/policy";
import type { CardLeads } from "@core/schemas/leads";
import { Inbox } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { User } from "@/features/auth/types";
import { cn } from "@/lib/cn";
import { useNewLeads } from "./api";
import { leadListPath, NEW_LEADS_SECTION_ID } from "./lead-links";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const LIST_WORDS: Record<LeadList, [string, string]> = {
  // The name of the analytics tab they open.
  formAnswers: ["form submission", "form submissions"],
  conversations: ["conversation", "conversations"],
};

function LeadListLink({ list, card, count }: { list: LeadList; card: CardLeads; count: number }) {
  const [one, many] = LIST_WORDS[list];
  return (
    <Link
      to={leadListPath(list, card.cardId)}
      className={cn(
        "rounded-sm font-medium underline underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring",
        count === 0 && "text-muted-foreground",
      )}
    >
      {count > 0 ? plural(count, `new ${one}`, `new ${many}`) : `No new ${many}`}
      <span className="sr-only"> of {card.cardName}</span>
    </Link>
  );
}

/**
 * The dashboard's 'New leads' (core/leads.ts): how many form submissions and assistant conversations
 * with contact details arrived since the user last opened each list, per card, each linking to
 * its list; with none, the first card's two lists. The sidebar's count brings the focus here.
 */
export function NewLeadsPanel({ user, firstCard }: { user: User; firstCard: CardLeads | undefined }) {
  const leads = useNewLeads();
  const section = useRef<HTMLElement>(null);
  const location = useLocation();
  // Each visit to /dashboard#new-leads (the sidebar's link) moves the focus here once shown.
  const visit = location.hash === `#${NEW_LEADS_SECTION_ID}` ? location.key : null;
  const shown = Boolean(leads.data && firstCard);

  useEffect(() => {
    if (!visit || !shown) return;
    section.current?.scrollIntoView({ block: "start" });
    section.current?.focus({ preventScroll: true });
  }, [visit, shown]);

  if (!leads.data || !firstCard) return null;
  const { total, cards, moreCards } = leads.data;
  // Conversations are listed only where the policy opens them (own cards: the level alone).
  const conversations = allows(user, "salesbot.readConversations", { userId: user.id });
  const rows = total > 0 ? cards : [firstCard];

  return (
    <section
      ref={section}
      id={NEW_LEADS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="new-leads-heading"
      className="rounded-xl border border-border bg-card px-4 py-3 text-card-foreground shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="new-leads-heading" className="flex items-center gap-2 font-semibold">
          <Inbox className="h-5 w-5 text-muted-foreground" aria-hidden />
          New leads: {total}
        </h2>
        <p className="text-sm text-muted-foreground">
          {total > 0
            ? "Form submissions and conversations with contact details since you last opened them."
            : "Form submissions and conversations with contact details will be counted here."}
        </p>
      </div>
      <ul className="mt-2 space-y-1 text-sm">
        {rows.map((card) => (
          <li key={card.cardId} className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="min-w-0 break-words text-muted-foreground">{card.cardName}:</span>
            <LeadListLink list="formAnswers" card={card} count={card.formAnswers} />
            {conversations && <LeadListLink list="conversations" card={card} count={card.conversations} />}
          </li>
        ))}
      </ul>
      {moreCards > 0 && (
        <p className="mt-1 text-sm text-muted-foreground">
          and {plural(moreCards, "more card", "more cards")} with new leads
        </p>
      )}
    </section>
  );
}
