/**
 * The installation's sign-in settings: from which access level a second step is required, the
 * email domains that must sign in with single sign-on, and linking by verified email.
 */
import { productLevelName } from "@core/access";
import type { SignInSettings } from "@core/schemas/sign-in";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

const SETTINGS_PATH = "/api/sign-in-settings";
type SettingsAnswer = SignInSettings & { ssoConfigured: boolean };

function SettingsForm({ saved }: { saved: SettingsAnswer }) {
  const queryClient = useQueryClient();
  const [linkByEmail, setLinkByEmail] = useState(saved.linkByEmail);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (settings: SignInSettings) => apiRequest<SettingsAnswer>("PUT", SETTINGS_PATH, settings),
    onSuccess: (answer) => {
      queryClient.setQueryData([SETTINGS_PATH], answer);
      setErrors({});
      toast({ title: "Success", description: "Sign-in settings saved.", variant: "success" });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields)
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.split(".")[0], value])),
        );
      else toast({ title: "Error", description: errorMessage(error, "Not saved."), variant: "destructive" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const level = String(data.get("mfaRequiredFromLevel") ?? "");
    save.mutate({
      mfaRequiredFromLevel: level ? Number(level) : null,
      ssoDomains: String(data.get("ssoDomains") ?? "")
        .split(/[\s,]+/)
        .filter(Boolean),
      linkByEmail,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-6">
      <FormField
        label="Require two-step verification from"
        hint="Accounts at this level and above must use an authenticator app. Those without one set it up at their next sign-in."
        error={errors.mfaRequiredFromLevel}
      >
        <NativeSelect name="mfaRequiredFromLevel" defaultValue={saved.mfaRequiredFromLevel ?? ""}>
          <option value="">Nobody (each person chooses)</option>
          {[1, 2, 3, 4, 5].map((level) => (
            <option key={level} value={level}>
              Level {level} ({productLevelName(level)}) and above
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Email domains that must use single sign-on"
        hint={
          saved.ssoConfigured
            ? "One per line, such as example.com. People with these emails cannot sign in with a password."
            : "Single sign-on is not set up on this server (OIDC_ISSUER and OIDC_CLIENT_ID), so no domain can require it."
        }
        error={errors.ssoDomains}
      >
        <Textarea
          name="ssoDomains"
          rows={3}
          defaultValue={saved.ssoDomains.join("\n")}
          disabled={!saved.ssoConfigured}
          spellCheck={false}
        />
      </FormField>
      <Switch
        label="Link single sign-on to existing accounts by verified email"
        hint="When the identity provider says the email is verified, the person's first single sign-on joins the account with that email. Off: they prove the account with its password once."
        checked={linkByEmail}
        onCheckedChange={setLinkByEmail}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save settings"}
      </Button>
    </form>
  );
}

export function SignInSettingsForm() {
  const settings = useQuery({
    queryKey: [SETTINGS_PATH],
    queryFn: () => apiRequest<SettingsAnswer>("GET", SETTINGS_PATH),
  });
  if (settings.isPending) return <Spinner label="Loading sign-in settings" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(settings.error, "The sign-in settings could not be loaded.")}
      </p>
    );
  }
  return <SettingsForm saved={settings.data} />;
}
