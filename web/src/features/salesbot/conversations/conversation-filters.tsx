/** Search by name, email or session id; the outcome and lead-score filters. */
import {
  CONVERSATION_SEARCH_MAX,
  type ConversationFilters as Filters,
  type OutcomeFilter,
  type ScoreFilter,
} from "@core/salesbot/conversations";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

const OUTCOME_OPTIONS: [OutcomeFilter, string][] = [
  ["all", "All Outcomes"],
  ["schedule_appointment", "Appointment Requested"],
  ["scheduled", "Scheduled"],
  ["interested", "Interested"],
  ["follow_up", "Follow Up"],
  ["not_interested", "Not Interested"],
  ["unknown", "Unknown"],
];

const SCORE_OPTIONS: [ScoreFilter, string][] = [
  ["all", "All Scores"],
  ["high", "High (70+)"],
  ["medium", "Medium (40-69)"],
  ["low", "Low (below 40)"],
];

export function ConversationFilters({
  search,
  onSearch,
  filters,
  onChange,
}: {
  /** What is typed, applied to `filters` a moment later by the page. */
  search: string;
  onSearch: (text: string) => void;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem]">
      <div className="space-y-1">
        <Label htmlFor="conversation-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="conversation-search"
            type="search"
            className="pl-9"
            placeholder="Search by name, email, or session ID..."
            maxLength={CONVERSATION_SEARCH_MAX}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="conversation-outcome">Outcome</Label>
        <NativeSelect
          id="conversation-outcome"
          value={filters.outcome}
          onChange={(event) => onChange({ ...filters, outcome: event.target.value as OutcomeFilter })}
        >
          {OUTCOME_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="conversation-score">Lead score</Label>
        <NativeSelect
          id="conversation-score"
          value={filters.score}
          onChange={(event) => onChange({ ...filters, score: event.target.value as ScoreFilter })}
        >
          {SCORE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
