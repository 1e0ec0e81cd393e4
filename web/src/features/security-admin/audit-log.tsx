/**
 * The audit log: sign-ins, verification changes and administrative actions, newest first,
 * filtered by person, action, outcome and days, a page at a time, and exported as CSV.
 */
import { AUDIT_ACTIONS, type AuditAction, type AuditEvent, type AuditFilters } from "@core/schemas/sign-in";
import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { auditExportAddress, useAuditEvents } from "./audit-api";

const METHOD_LABELS: Record<string, string> = {
  password: "Password",
  totp: "Authenticator app",
  "recovery-code": "Recovery code",
  passkey: "Passkey",
  oidc: "Single sign-on",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

function describe(event: AuditEvent): string {
  const who = event.actorName ?? "Someone";
  const whom = event.subjectName && event.subjectName !== event.actorName ? event.subjectName : undefined;
  if (event.action === "sign-in") {
    return event.outcome === "success"
      ? `${who} signed in`
      : `Failed sign-in${whom ? ` as ${whom}` : ""}${event.details.reason ? ` (${String(event.details.reason).replaceAll("-", " ")})` : ""}`;
  }
  const details = Object.entries(event.details)
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ");
  return [`${who}${whom ? ` → ${whom}` : ""}`, details].filter(Boolean).join(" · ");
}

function EventRow({ event }: { event: AuditEvent }) {
  const label = AUDIT_ACTIONS[event.action as AuditAction] ?? event.action;
  return (
    <li className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[11rem_1fr_auto] sm:items-baseline sm:gap-3">
      <time dateTime={event.at} className="text-muted-foreground">
        {when(event.at)}
      </time>
      <div className="min-w-0">
        <p className="font-medium">
          {label}
          {event.method && (
            <span className="font-normal text-muted-foreground">
              {" "}
              · {METHOD_LABELS[event.method] ?? event.method}
            </span>
          )}
        </p>
        <p className="break-words text-muted-foreground">{describe(event)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {event.address && <span className="font-mono text-xs text-muted-foreground">{event.address}</span>}
        <Badge
          className={event.outcome === "success" ? undefined : "bg-destructive text-destructive-foreground"}
        >
          {event.outcome === "success" ? "Success" : "Failure"}
        </Badge>
      </div>
    </li>
  );
}

function readFilters(form: HTMLFormElement): AuditFilters {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
  return {
    person: text("person"),
    action: text("action") as AuditAction | undefined,
    outcome: text("outcome") as AuditFilters["outcome"],
    from: text("from"),
    to: text("to"),
  };
}

export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const events = useAuditEvents(filters);
  const list = events.data?.pages.flatMap((page) => page.events) ?? [];
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(readFilters(event.currentTarget));
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FormField label="Person">
          <Input name="person" maxLength={100} placeholder="Username" />
        </FormField>
        <FormField label="Action">
          <NativeSelect name="action" defaultValue="">
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Outcome">
          <NativeSelect name="outcome" defaultValue="">
            <option value="">All</option>
            <option value="success">Success</option>
            <option value="failure">Failure</option>
          </NativeSelect>
        </FormField>
        <FormField label="From">
          <Input name="from" type="date" />
        </FormField>
        <FormField label="To">
          <Input name="to" type="date" />
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">Apply filters</Button>
          <a className={buttonClasses("outline")} href={auditExportAddress(filters)} download>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
        </div>
      </form>
      {events.isPending && <Spinner label="Loading the audit log" />}
      {events.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(events.error, "The audit log could not be loaded.")}
        </p>
      )}
      {events.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">No events match these filters.</p>
      )}
      {list.length > 0 && (
        <ul aria-label="Audit events" className="divide-y divide-border rounded-md border border-border">
          {list.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
      {events.hasNextPage && (
        <Button
          variant="outline"
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          {events.isFetchingNextPage ? "Loading..." : "Show older events"}
        </Button>
      )}
    </div>
  );
}
