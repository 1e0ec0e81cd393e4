/**
 * For administrators (level 4 and up, who may list users), finding the person to add by their
 * username, name or email instead of knowing their user id: choosing one fills the id in.
 */
import { USERS_SEARCH_MAX, type UsersPage } from "@core/schemas/users";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/features/users/use-debounced-value";
import { apiRequest } from "@/lib/api";
import { memberName } from "./member-name";

const SEARCH_DEBOUNCE_MS = 300;
const RESULTS_MAX = 5;
/** Fewer letters match too many people to be worth a request. */
const TERM_MIN = 2;

export function UserFinder({ onChoose }: { onChoose: (userId: number) => void }) {
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ["/api/users", { search: term, page: 1, pageSize: RESULTS_MAX }],
    queryFn: () => {
      const params = new URLSearchParams({ search: term, page: "1", pageSize: String(RESULTS_MAX) });
      return apiRequest<UsersPage>("GET", `/api/users?${params.toString()}`);
    },
    enabled: term.length >= TERM_MIN,
  });
  const users = term.length >= TERM_MIN ? (found.data?.users ?? []) : [];
  const status =
    term.length < TERM_MIN || !found.data
      ? ""
      : users.length === 0
        ? `Nobody matches "${term}"`
        : `${found.data.total} found${found.data.total > users.length ? `, the first ${users.length} shown` : ""}`;

  return (
    <div className="space-y-2">
      <FormField label="Find a person" hint="By username, name or email; choosing one fills in the user id.">
        <Input
          type="search"
          autoComplete="off"
          maxLength={USERS_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {status}
      </p>
      {users.length > 0 && (
        <ul aria-label="People found" className="divide-y divide-border rounded-md border border-border">
          {users.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 break-words text-sm">
                <span className="font-medium">{memberName(person)}</span>{" "}
                <span className="text-muted-foreground">
                  {person.username} · user id {person.id}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Choose ${person.username}`}
                onClick={() => {
                  onChoose(person.id);
                  setText("");
                }}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
