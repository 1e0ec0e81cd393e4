/**
 * The leads inbox (/leads): one card's leads (or an organisation's, for its owners and admins),
 * searched and filtered by status, the most recently active first, and a lead's details beside
 * the list (on a phone, in its place). The choice of list and lead lives in the address
 * (?card=, ?org=, ?lead=), so the back button and a shared link work.
 */

import { cardDisplayName } from "@core/card-display";
import { LEAD_SEARCH_MAX, LEAD_STATUSES, type LeadStatus, leadStatusLabel } from "@core/leads";
import { allows } from "@core/policy";
import { useQuery } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { useMyCards } from "@/features/cards/api";
import type { OrgSummary } from "@/features/organizations/org-urls";
import { usePageTitle } from "@/features/shell/use-page-title";
import { apiRequest, errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { ORGANIZATIONS_PATH } from "@/lib/read-paths";
import { type InboxFilters, type InboxSource, useLeads } from "./inbox-api";
import { LeadDetailPanel } from "./lead-detail";
import { leadTime, leadTitle } from "./lead-format";
import { leadsText, useLeadsExport } from "./use-leads-export";

/** Typing settles this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

const positiveId = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The organisations whose inbox the user may open: those they own or run (or all, at level 5). */
function useManagedOrganizations() {
  const user = useUser();
  const list = useQuery({
    queryKey: [ORGANIZATIONS_PATH],
    queryFn: () => apiRequest<{ organizations: OrgSummary[] }>("GET", ORGANIZATIONS_PATH),
  });
  const organizations = list.data?.organizations ?? [];
  return user.data
    ? organizations.filter((org) => allows(user.data!, "leads.viewOrganization", { role: org.role }))
    : [];
}

function SourcePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const cards = useMyCards();
  const organizations = useManagedOrganizations();
  const id = useId();
  const listed =
    (cards.data ?? []).some((card) => value === `card:${card.id}`) ||
    organizations.some((org) => value === `org:${org.id}`);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Leads of
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {value === "" && <option value="">Choose a card</option>}
        {/* A list opened by its address that is not among the user's own (an administrator's view). */}
        {value !== "" && !listed && (
          <option value={value}>{value.startsWith("org:") ? "This organisation" : "This card"}</option>
        )}
        <optgroup label="Cards">
          {(cards.data ?? []).map((card) => (
            <option key={card.id} value={`card:${card.id}`}>
              {cardDisplayName(card)}
            </option>
          ))}
        </optgroup>
        {organizations.length > 0 && (
          <optgroup label="Organisations">
            {organizations.map((org) => (
              <option key={org.id} value={`org:${org.id}`}>
                {org.name}
              </option>
            ))}
          </optgroup>
        )}
      </NativeSelect>
    </div>
  );
}

export default function LeadsPage() {
  usePageTitle("Leads");
  const [params, setParams] = useSearchParams();
  const cards = useMyCards();
  const cardParam = positiveId(params.get("card"));
  const orgParam = positiveId(params.get("org"));
  const leadId = positiveId(params.get("lead"));
  // Without a choice in the address, the first card's inbox.
  const firstCard = cards.data?.[0]?.id;
  const source: InboxSource | undefined =
    orgParam !== undefined
      ? { organizationId: orgParam }
      : cardParam !== undefined
        ? { cardId: cardParam }
        : firstCard !== undefined
          ? { cardId: firstCard }
          : undefined;
  const sourceValue = source
    ? "cardId" in source
      ? `card:${source.cardId}`
      : `org:${source.organizationId}`
    : "";

  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<InboxFilters>({});
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = search.trim() || undefined;
      setFilters((current) => (current.q === q ? current : { ...current, q }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useLeads(source, filters);
  const exporter = useLeadsExport();
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const leads = pages.flatMap((page) => page.leads);
  const searchId = useId();
  const statusId = useId();

  function choose(next: Record<string, string | undefined>) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: false },
    );
  }

  function chooseSource(value: string) {
    const [kind, id] = value.split(":");
    choose({ card: kind === "card" ? id : undefined, org: kind === "org" ? id : undefined, lead: undefined });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <header className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">Leads</h1>
            <p className="text-sm text-muted-foreground">
              Everyone who left their details: the contact exchange, the visitor form and the assistant.
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => source && void exporter.start(source, filters, first?.matching ?? 0)}
            disabled={!first || exporter.running !== null}
          >
            <Download className="h-4 w-4" aria-hidden />
            {exporter.running ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
        {exporter.running && (
          <ProgressBar
            label={`Exporting ${exporter.running.received.toLocaleString("en-US")} of ${leadsText(exporter.running.total)}`}
            value={Math.min(100, Math.round((exporter.running.received / exporter.running.total) * 100))}
          />
        )}
      </header>

      {cards.data?.length === 0 && !source ? (
        <p className="text-sm text-muted-foreground">Create a card first: its leads will show here.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section
            aria-label="Leads list"
            className={cn("space-y-3", leadId !== undefined && "hidden lg:block")}
          >
            <SourcePicker value={sourceValue} onChange={chooseSource} />
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <div className="space-y-1.5">
                <label htmlFor={searchId} className="text-sm font-medium">
                  Search leads
                </label>
                <div className="relative">
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
                    aria-hidden
                  />
                  <Input
                    id={searchId}
                    type="search"
                    className="pl-9"
                    value={search}
                    maxLength={LEAD_SEARCH_MAX}
                    placeholder="Name, email, company or phone"
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
              </div>
              <div className="space-y-1.5">
                <label htmlFor={statusId} className="text-sm font-medium">
                  Status
                </label>
                <NativeSelect
                  id={statusId}
                  value={filters.status ?? ""}
                  onChange={(event) =>
                    setFilters((current) => ({
                      ...current,
                      status: (event.target.value || undefined) as LeadStatus | undefined,
                    }))
                  }
                >
                  <option value="">All statuses</option>
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {leadStatusLabel(status)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>

            {list.error && !first ? (
              <Alert title="Could not load leads">
                <p>{errorMessage(list.error, "The leads could not be loaded.")}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : !first ? (
              <Spinner label="Loading leads" />
            ) : (
              <>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {leadsText(first.matching)}
                </p>
                {leads.length === 0 ? (
                  <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                    {filters.q || filters.status ? "No leads match these filters." : "No leads yet."}
                  </p>
                ) : (
                  <ul className="divide-y divide-border rounded-md border border-border bg-card">
                    {leads.map((lead) => (
                      <li key={lead.id}>
                        <button
                          type="button"
                          aria-current={lead.id === leadId ? "true" : undefined}
                          onClick={() => choose({ lead: String(lead.id) })}
                          className={cn(
                            "flex w-full flex-col gap-1 p-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring cursor-pointer",
                            lead.id === leadId && "bg-accent",
                          )}
                        >
                          <span className="flex items-center justify-between gap-2">
                            <span className="truncate font-medium">{leadTitle(lead)}</span>
                            <Badge>{leadStatusLabel(lead.status)}</Badge>
                          </span>
                          <span className="truncate text-sm text-muted-foreground">
                            {[lead.email, lead.company].filter(Boolean).join(" · ") || lead.phone}
                          </span>
                          <span className="text-xs text-muted-foreground">
                            Last activity{" "}
                            <time dateTime={lead.lastActivityAt}>{leadTime(lead.lastActivityAt)}</time>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {list.hasNextPage && (
                  <Button
                    variant="outline"
                    className="w-full"
                    disabled={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {list.isFetchingNextPage ? "Loading..." : "Show more leads"}
                  </Button>
                )}
              </>
            )}
          </section>
          <section aria-label="Lead details" className={cn(leadId === undefined && "hidden lg:block")}>
            {leadId !== undefined ? (
              <LeadDetailPanel id={leadId} onBack={() => choose({ lead: undefined })} />
            ) : (
              <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                Choose a lead to see its details and timeline.
              </p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
