/**
 * /integrations (level 2+, the route's guard): webhook endpoints (the user's own and those of organisations they
 * manage) with their delivery logs, and HubSpot. A new or rotated secret is shown once, on its
 * endpoint, until the user says Done.
 */
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { HubspotSection } from "./hubspot-section";
import { useWebhooks } from "./integrations-api";
import { WebhookForm } from "./webhook-form";
import { WebhookItem } from "./webhook-item";

function WebhookList() {
  const webhooks = useWebhooks();
  const [secrets, setSecrets] = useState<Record<number, string>>({});
  const show = (id: number, secret: string) => setSecrets((shown) => ({ ...shown, [id]: secret }));
  const forget = (id: number) =>
    setSecrets((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => Number(key) !== id)));

  return (
    <div className="space-y-6">
      {webhooks.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(webhooks.error, "Failed to load the webhook endpoints.")}
        </p>
      ) : !webhooks.data ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : webhooks.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No endpoints yet.</p>
      ) : (
        <ul aria-label="Webhook endpoints" className="space-y-3">
          {webhooks.data.map((endpoint) => (
            <WebhookItem
              key={endpoint.id}
              endpoint={endpoint}
              secret={secrets[endpoint.id]}
              onSecretSeen={() => forget(endpoint.id)}
              onSecret={(secret) => show(endpoint.id, secret)}
            />
          ))}
        </ul>
      )}
      <WebhookForm onCreated={({ id, secret }) => show(id, secret)} />
    </div>
  );
}

export default function IntegrationsPage() {
  usePageTitle("Integrations");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Integrations</h1>
      <Card>
        <CardHeader>
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>
            Send your cards' leads, form messages and changes to any URL as they happen, signed per the
            Standard Webhooks specification, for n8n, Zapier, Make or your own service.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WebhookList />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>HubSpot</CardTitle>
          <CardDescription>
            Every new or changed lead with an email becomes a contact in HubSpot.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <HubspotSection />
        </CardContent>
      </Card>
    </div>
  );
}
