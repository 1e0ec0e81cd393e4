/**
 * Scheduling with Calendly: the owner connects a personal access token (sent once,
 * kept encrypted by the server and never shown again; the screen shows 'Connected' and the
 * account), picks the event type visitors book, or disconnects. Its own actions, apart from Save
 * Configuration, so it sits outside the configuration form.
 */
import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import { AccessTokenField } from "@/components/ui/access-token-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ConfigSection } from "@/features/salesbot/config/config-section";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCalendlyChange, useCalendlyEventTypes, useCalendlyStatus } from "./calendly-api";

export function CalendlySection({ cardId }: { cardId: number }) {
  const ids = useId();
  const status = useCalendlyStatus(cardId);
  const connected = status.data?.connected === true;
  const eventTypes = useCalendlyEventTypes(cardId, connected);
  const change = useCalendlyChange(cardId);
  const [token, setToken] = useState("");
  const [tokenError, setTokenError] = useState<string | null>(null);

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });

  function connect(): void {
    if (token.trim() === "") {
      setTokenError("Token is required");
      return;
    }
    setTokenError(null);
    change.mutate(
      { kind: "connect", token: token.trim() },
      {
        onSuccess: (next) => {
          setToken("");
          toast({
            title: "Calendly connected",
            description: `Connected to ${next.accountName ?? "Calendly"}.`,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setTokenError(error.serverMessage);
          else failed("Connection failed")(error);
        },
      },
    );
  }

  return (
    <ConfigSection
      id={`${ids}-calendly`}
      title="Scheduling"
      description="Connect Calendly so the assistant can offer visitors a meeting and open a booking page with their name and email filled in."
    >
      {status.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(status.error, "Failed to load the Calendly connection.")}
        </p>
      ) : !status.data ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : !status.data.available ? (
        <p className="text-sm text-muted-foreground">
          Calendly is not set up on this server. Its administrator must set CALENDLY_TOKEN_KEY.
        </p>
      ) : connected ? (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <CalendarClock className="h-4 w-4" aria-hidden />
            <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
              Connected
            </Badge>
            <span>{status.data.accountName}</span>
          </p>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-event-type`}>Event type visitors book</Label>
            <NativeSelect
              id={`${ids}-event-type`}
              value={status.data.eventTypeUri ?? ""}
              disabled={!eventTypes.data || change.isPending}
              onChange={(event) =>
                change.mutate(
                  { kind: "choose", eventTypeUri: event.target.value },
                  {
                    onSuccess: (next) =>
                      toast({ title: "Event type saved", description: next.eventTypeName ?? "" }),
                    onError: failed("Save failed"),
                  },
                )
              }
            >
              <option value="" disabled>
                {eventTypes.isLoading ? "Loading event types..." : "Choose an event type"}
              </option>
              {(eventTypes.data ?? []).map((type) => (
                <option key={type.uri} value={type.uri}>
                  {type.name}
                  {type.duration ? ` (${type.duration} min)` : ""}
                </option>
              ))}
            </NativeSelect>
            <FieldError
              message={
                eventTypes.error ? errorMessage(eventTypes.error, "Failed to load event types.") : undefined
              }
            />
            {!status.data.eventTypeUri && (
              <p className="text-xs text-muted-foreground">
                The assistant offers meetings once an event type is chosen.
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: "disconnect" },
                {
                  onSuccess: () => toast({ title: "Calendly disconnected" }),
                  onError: failed("Disconnect failed"),
                },
              )
            }
          >
            Disconnect
          </Button>
        </div>
      ) : (
        <AccessTokenField
          id={`${ids}-token`}
          label="Calendly personal access token"
          value={token}
          onChange={setToken}
          onConnect={connect}
          maxLength={2000}
          error={tokenError}
          pending={change.isPending}
          connectLabel="Connect"
          hint="Create one in Calendly under Integrations, API and webhooks. It is stored encrypted and never shown again."
        />
      )}
    </ConfigSection>
  );
}
