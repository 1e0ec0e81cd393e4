/**
 * Adding a webhook endpoint: its URL, the events it receives (checkboxes), a description. The
 * server checks the URL and answers the signing secret, which the list then shows once.
 */
import { allows } from "@core/policy";
import { createWebhookSchema } from "@core/schemas/webhooks";
import { WEBHOOK_EVENTS } from "@core/webhook-events";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useUser } from "@/features/auth/use-auth";
import { useOrganizations } from "@/features/organizations/api";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useWebhookChange } from "./integrations-api";

const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "lead.created": "A new lead",
  "lead.updated": "A lead changed",
  "form.submitted": "A visitor form was sent",
  "card.updated": "A card was changed",
  "conversation.finished": "A conversation with the assistant ended",
};

export function WebhookForm({ onCreated }: { onCreated: (created: { id: number; secret: string }) => void }) {
  const ids = useId();
  const change = useWebhookChange();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<string[]>(["lead.created", "lead.updated"]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [owner, setOwner] = useState("");
  const user = useUser().data;
  const organizations = useOrganizations();
  // The organisations whose cards' events this user may send: those they own or administer.
  const managed = (organizations.data?.organizations ?? []).filter(
    (org) => user && allows(user, "webhooks.manageOrg", { role: org.role }),
  );

  function submit(event: React.FormEvent): void {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({
      url,
      events,
      description,
      ...(owner ? { organizationId: Number(owner) } : {}),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    change.mutate(
      { kind: "create", body: parsed.data },
      {
        onSuccess: (created) => {
          setUrl("");
          setDescription("");
          onCreated(created as { id: number; secret: string });
          toast({ title: "Endpoint added", variant: "success" });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          else
            toast({
              title: "Not added",
              description: errorMessage(error, "Please try again."),
              variant: "destructive",
            });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="font-semibold">
        Add an endpoint
      </h3>
      <FormField label="Endpoint URL" error={errors.url} hint="Events are sent here as signed POST requests.">
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/hooks/cardfolio"
          value={url}
          maxLength={2000}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      {managed.length > 0 && (
        <FormField label="Events of" error={errors.organizationId}>
          <NativeSelect value={owner} onChange={(event) => setOwner(event.target.value)}>
            <option value="">My cards</option>
            {managed.map((org) => (
              <option key={org.id} value={String(org.id)}>
                {`${org.name}'s cards`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <fieldset className="space-y-2" aria-describedby={errors.events ? `${ids}-events-error` : undefined}>
        <legend className="text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <label key={type} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={events.includes(type)}
              onChange={(event) =>
                setEvents((chosen) =>
                  event.target.checked ? [...chosen, type] : chosen.filter((other) => other !== type),
                )
              }
            />
            <span>{EVENT_LABELS[type]}</span>
            <span className="font-mono text-xs text-muted-foreground">{type}</span>
          </label>
        ))}
        <div id={`${ids}-events-error`}>
          <FieldError message={errors.events} />
        </div>
      </fieldset>
      <FormField label="Description (optional)" error={errors.description}>
        <Input value={description} maxLength={200} onChange={(event) => setDescription(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? "Adding..." : "Add endpoint"}
      </Button>
    </form>
  );
}
