/**
 * Contact exchange (in the card editor's Form tab): whether the public card offers 'Share your
 * details', and the consent text visitors agree to. Saved on its own (PUT /api/cards/{id}/exchange);
 * the server keeps every version of the text, so each lead keeps the one its visitor saw.
 */
import { CONSENT_TEXT_MAX } from "@core/exchange";
import type { ExchangeSettings, ExchangeSettingsInput } from "@core/schemas/exchange";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { TabSection } from "@/features/card-editor/tabs/tab-section";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

const TITLE = "Contact exchange";
const DESCRIPTION =
  "'Share your details' beside Save Contact on your public card: visitors leave their name, email, phone, company and a note, and agree to your consent text. Each one becomes a lead, and you are told by email where the server sends mail.";

const pathOf = (cardId: number) => `/api/cards/${cardId}/exchange`;

function SettingsForm({ cardId, saved }: { cardId: number; saved: ExchangeSettings }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [text, setText] = useState(saved.consentText);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (input: ExchangeSettingsInput) => apiRequest<ExchangeSettings>("PUT", pathOf(cardId), input),
    onSuccess: (answer) => {
      queryClient.setQueryData([pathOf(cardId)], answer);
      setText(answer.consentText);
      setError(undefined);
      toast({ title: "Success", description: "Contact exchange saved.", variant: "success" });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? failure.fields?.consentText : undefined;
      if (message) setError(message);
      else
        toast({ title: "Error", description: errorMessage(failure, "Not saved."), variant: "destructive" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ enabled, consentText: text });
  };
  const changed = enabled !== saved.enabled || text.trim() !== saved.consentText;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={TITLE}>
      <Switch label="Show 'Share your details' on my card" checked={enabled} onCheckedChange={setEnabled} />
      <FormField
        label="Consent text"
        hint={`Shown beside the box visitors tick: ${text.length} of ${CONSENT_TEXT_MAX} characters. Saving a changed text keeps the earlier one with the leads that agreed to it.`}
        error={error}
      >
        <Textarea
          name="consentText"
          rows={3}
          value={text}
          maxLength={CONSENT_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || !changed}>
          {save.isPending ? "Saving..." : "Save contact exchange"}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={text === saved.defaultConsentText}
          onClick={() => setText(saved.defaultConsentText)}
        >
          Reset to default
        </Button>
      </div>
    </form>
  );
}

export function ExchangeSettingsSection({ cardId }: { cardId: number }) {
  const settings = useQuery({
    queryKey: [pathOf(cardId)],
    queryFn: () => apiRequest<ExchangeSettings>("GET", pathOf(cardId)),
  });
  return (
    <TabSection title={TITLE} description={DESCRIPTION}>
      {settings.isPending ? (
        <Spinner label="Loading the contact exchange" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(settings.error, "The contact exchange could not be loaded.")}
        </p>
      ) : (
        <SettingsForm cardId={cardId} saved={settings.data} />
      )}
    </TabSection>
  );
}
