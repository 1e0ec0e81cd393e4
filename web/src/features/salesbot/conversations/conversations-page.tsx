/**
 * /salesbot/{cardId}/conversations, the conversation history: back to the
 * configuration, 'Conversation History', the four tiles, search and filters, 'Export CSV' of the
 * filtered list with its progress, the conversations newest first (more on 'Load more'), their
 * details dialog, and the two empty states. The server checks who may read them; the route's
 * guard shows the spec's denial below level 2.
 */
import type { ConversationFilters as Filters } from "@core/salesbot/conversations";
import { ArrowLeft, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Spinner } from "@/components/ui/spinner";
import { useMarkLeadsSeen } from "@/features/leads/api";
import { numericIdParam } from "@/features/shell/use-leave-on-load-failure";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { useConversations } from "./api";
import { ConversationCard } from "./conversation-card";
import { ConversationDetailsDialog } from "./conversation-details-dialog";
import { ConversationFilters } from "./conversation-filters";
import { ConversationTiles } from "./conversation-tiles";
import { useConversationExport } from "./use-conversation-export";

/** Typing settles this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

const NO_FILTERS: Filters = { outcome: "all", score: "all" };

export default function ConversationsPage() {
  usePageTitle("Conversation History");
  const idParam = numericIdParam(useParams().cardId);
  const cardId = idParam === undefined ? undefined : Number(idParam);
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      const text = search.trim() || undefined;
      setFilters((current) => (current.search === text ? current : { ...current, search: text }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useConversations(cardId ?? 0, filters);
  const exporter = useConversationExport(cardId ?? 0);
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const conversations = pages.flatMap((page) => page.conversations);
  // Opening the list, once it has loaded, makes its conversations no longer new leads.
  useMarkLeadsSeen(cardId, "conversations", first !== undefined);
  const filtered = filters.search !== undefined || filters.outcome !== "all" || filters.score !== "all";

  const back = (
    <Link to={`/salesbot/${cardId ?? ""}/config`} className={buttonClasses("ghost", "sm")}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Configuration
    </Link>
  );

  if (cardId === undefined || (list.error && !first)) {
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        {back}
        <Alert title="Could not load conversations">
          <p>{errorMessage(list.error, "The business card you're looking for doesn't exist.")}</p>
          {cardId !== undefined && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-16">
      <header className="space-y-4">
        {back}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Conversation History</h1>
          <Button
            variant="outline"
            onClick={() => void exporter.start(filters, first?.matching ?? 0)}
            disabled={!first || exporter.running !== null}
          >
            <Download className="h-4 w-4" aria-hidden />
            {exporter.running ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
        {exporter.running && (
          <ProgressBar
            label={`Exporting ${exporter.running.received.toLocaleString("en-US")} of ${exporter.running.total.toLocaleString("en-US")} conversations`}
            value={Math.min(100, Math.round((exporter.running.received / exporter.running.total) * 100))}
          />
        )}
      </header>

      {!first ? (
        <div className="flex min-h-[30vh] flex-col items-center justify-center gap-3">
          <Spinner label="Loading" className="scale-150" />
          <p className="text-muted-foreground">Loading conversations...</p>
        </div>
      ) : (
        <>
          <ConversationTiles tiles={first.analytics} />
          <ConversationFilters search={search} onSearch={setSearch} filters={filters} onChange={setFilters} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.isFetching && !list.isFetchingNextPage
              ? "Searching..."
              : `${first.matching.toLocaleString("en-US")} ${first.matching === 1 ? "conversation" : "conversations"}`}
          </p>
          {conversations.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
              {filtered
                ? "No conversations match your current filters."
                : "Your salesbot hasn't had any conversations yet."}
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Conversations">
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationCard conversation={conversation} onOpen={setOpenId} />
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            </div>
          )}
          {list.error && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(list.error, "Failed to load conversations. Please try again.")}
            </p>
          )}
        </>
      )}
      <ConversationDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
