/**
 * One lead of the inbox: how to reach them, its status (saved as it is chosen), the owner's notes
 * (saved with the button) and its timeline, the newest first.
 */
import { LEAD_NOTES_MAX, LEAD_STATUSES, type LeadStatus, leadStatusLabel } from "@core/leads";
import type { LeadDetail, LeadTimelineItem } from "@core/schemas/leads";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useLead, useUpdateLead } from "./inbox-api";
import { leadTime, leadTitle } from "./lead-format";

function Timeline({ items }: { items: LeadTimelineItem[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol className="space-y-3 border-l border-border pl-4">
      {items.map((item) => (
        <li key={item.key} className="space-y-1">
          <p className="text-sm font-medium">{item.title}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.at}>{leadTime(item.at)}</time>
          </p>
          {item.details.length > 0 && (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {item.details.map((detail) => (
                <div key={`${detail.label}:${detail.value}`} className="contents">
                  <dt className="text-muted-foreground">{detail.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">
                    {detail.time ? (
                      <time dateTime={detail.value}>{leadTime(detail.value)}</time>
                    ) : (
                      detail.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}

function LeadWork({ detail }: { detail: LeadDetail }) {
  const { lead } = detail;
  const update = useUpdateLead(lead.id);
  const [notes, setNotes] = useState(lead.notes);
  const [notesError, setNotesError] = useState<string>();
  const statusId = useId();
  useEffect(() => setNotes(lead.notes), [lead.notes]);

  function save(patch: { status?: LeadStatus; notes?: string }, done: string) {
    update.mutate(patch, {
      onSuccess: () => {
        setNotesError(undefined);
        toast({ title: done });
      },
      onError: (error) => {
        const message = errorMessage(error, "The lead could not be saved. Please try again.");
        if (patch.notes !== undefined) setNotesError(message);
        else toast({ title: "Not saved", description: message, variant: "destructive" });
      },
    });
  }

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={statusId} className="text-sm font-medium">
          Status
        </label>
        <NativeSelect
          id={statusId}
          value={lead.status}
          disabled={update.isPending}
          onChange={(event) => save({ status: event.target.value as LeadStatus }, "Status saved")}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save({ notes }, "Notes saved");
        }}
      >
        <FormField label="Notes" error={notesError} hint={`${notes.length} of ${LEAD_NOTES_MAX} characters`}>
          <Textarea
            rows={5}
            value={notes}
            maxLength={LEAD_NOTES_MAX}
            onChange={(event) => setNotes(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="sm" disabled={update.isPending || notes === lead.notes}>
          {update.isPending ? "Saving..." : "Save notes"}
        </Button>
      </form>
    </div>
  );
}

export function LeadDetailPanel({ id, onBack }: { id: number; onBack: () => void }) {
  const found = useLead(id);
  const back = (
    <Button variant="ghost" size="sm" className="lg:hidden" onClick={onBack}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to the list
    </Button>
  );
  if (found.isPending) {
    return (
      <div className="space-y-3">
        {back}
        <Spinner label="Loading the lead" />
      </div>
    );
  }
  if (found.error || !found.data) {
    return (
      <div className="space-y-3">
        {back}
        <Alert title="Could not load the lead">
          {errorMessage(found.error, "The lead could not be loaded.")}
        </Alert>
      </div>
    );
  }
  const { lead, cardName, timeline } = found.data;
  return (
    <article className="space-y-5" aria-labelledby={`lead-${lead.id}-title`}>
      {back}
      <header className="space-y-1">
        <h2 id={`lead-${lead.id}-title`} className="text-xl font-semibold break-words">
          {leadTitle(lead)}
        </h2>
        <p className="text-sm text-muted-foreground">From the card {cardName}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 pt-2 text-sm">
          {lead.email && (
            <>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">
                <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              </dd>
            </>
          )}
          {lead.phone && (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>
                <a className="text-primary underline-offset-4 hover:underline" href={`tel:${lead.phone}`}>
                  {lead.phone}
                </a>
              </dd>
            </>
          )}
          {lead.company && (
            <>
              <dt className="text-muted-foreground">Company</dt>
              <dd className="break-words">{lead.company}</dd>
            </>
          )}
          <dt className="text-muted-foreground">First seen</dt>
          <dd>
            <time dateTime={lead.createdAt}>{leadTime(lead.createdAt)}</time>
          </dd>
        </dl>
      </header>
      <LeadWork detail={found.data} />
      <section aria-labelledby={`lead-${lead.id}-timeline`} className="space-y-3">
        <h3 id={`lead-${lead.id}-timeline`} className="text-base font-semibold">
          Timeline
        </h3>
        <Timeline items={timeline} />
      </section>
    </article>
  );
}
