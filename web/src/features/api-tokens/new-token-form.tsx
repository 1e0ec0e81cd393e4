/**
 * The form that makes a token: its name, its scopes (each with what it allows) and how long it
 * lives. Checked with the server's own schema before it is sent.
 */
import { API_SCOPES, type ApiScope } from "@core/api-scopes";
import {
  API_SCOPE_DESCRIPTIONS,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_EXPIRY_CHOICES,
  type CreatedApiToken,
  createApiTokenSchema,
} from "@core/schemas/api-tokens";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError, errorMessage } from "@/lib/api";
import { useCreateApiToken } from "./use-api-tokens";

type Errors = Partial<Record<"name" | "scopes" | "expiresInDays", string>>;

export function NewTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken, name: string) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["cards:read"]);
  const [days, setDays] = useState<number>(API_TOKEN_DEFAULT_DAYS);
  const [errors, setErrors] = useState<Errors>({});
  const scopesId = useId();
  const serverFields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  const shown: Errors = {
    name: errors.name ?? serverFields.name,
    scopes: errors.scopes ?? serverFields.scopes,
    expiresInDays: errors.expiresInDays ?? serverFields.expiresInDays,
  };

  const toggle = (scope: ApiScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setErrors((current) => ({ ...current, scopes: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = createApiTokenSchema.safeParse({ name, scopes, expiresInDays: days });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (created) => {
        onCreated(created, checked.data.name);
        setName("");
        setScopes(["cards:read"]);
        setDays(API_TOKEN_DEFAULT_DAYS);
        create.reset();
      },
    });
  };

  const generalError =
    create.isError && Object.keys(serverFields).length === 0
      ? errorMessage(create.error, "The token could not be created.")
      : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="New API token">
      {generalError && <Alert>{generalError}</Alert>}
      <FormField label="Token name" error={shown.name} hint="What uses it, e.g. “Zapier” or “CRM sync”.">
        <Input
          value={name}
          maxLength={100}
          autoComplete="off"
          required
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Scopes</legend>
        <ul className="space-y-2">
          {API_SCOPES.map((scope) => (
            <li key={scope} className="flex items-start gap-2">
              <input
                id={`${scopesId}-${scope}`}
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <label htmlFor={`${scopesId}-${scope}`} className="text-sm">
                <span className="font-mono font-medium">{scope}</span>
                <span className="block text-muted-foreground">{API_SCOPE_DESCRIPTIONS[scope]}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError message={shown.scopes} />
      </fieldset>
      <FormField label="Expires after" error={shown.expiresInDays}>
        <NativeSelect
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          className="sm:w-60"
        >
          {API_TOKEN_EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice} days
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create token"}
      </Button>
    </form>
  );
}
