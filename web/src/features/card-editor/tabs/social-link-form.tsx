import { isSafeLink } from "@core/links";
import {
  customPlatformKey,
  customPlatformNameError,
  FULL_EDITOR_PLATFORMS,
  OTHER_PLATFORM,
  OTHER_PLATFORM_LABEL,
  socialNetworkName,
} from "@core/social-networks";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const SELECT_CLASSES =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/** A link typed without a scheme ("linkedin.com/in/me") is meant as https. */
function normalizeLink(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

interface Errors {
  name?: string;
  url?: string;
}

/**
 * Adds a social link: a platform (the full editor's list plus 'Other' with its own name) and
 * a URL. 'Add' stays disabled until both are filled (spec 000 §2, §5).
 */
export function SocialLinkForm({
  existing,
  pending,
  onAdd,
}: {
  existing: Record<string, string>;
  pending: boolean;
  onAdd: (key: string, url: string) => Promise<boolean>;
}) {
  const [platform, setPlatform] = useState("");
  const [customName, setCustomName] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState("");
  const isOther = platform === OTHER_PLATFORM;
  const key = isOther ? customPlatformKey(customName) : platform;
  const replaces = key !== "" && existing[key] !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (isOther) next.name = customPlatformNameError(customName) ?? undefined;
    const link = normalizeLink(url);
    if (!isSafeLink(link)) next.url = "Please enter a full link such as https://example.com/you";
    setErrors(next);
    if (next.name || next.url) return;
    const name = socialNetworkName(key);
    if (await onAdd(key, link)) {
      setStatus(replaces ? `${name} link updated.` : `${name} link added.`);
      setPlatform("");
      setCustomName("");
      setUrl("");
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="social-form-heading">
      <h3 id="social-form-heading" className="text-base font-semibold">
        Add a social link
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Platform">
          <select
            className={SELECT_CLASSES}
            value={platform}
            onChange={(event) => {
              setPlatform(event.target.value);
              setErrors({});
              setStatus("");
            }}
          >
            <option value="">Choose a platform</option>
            {FULL_EDITOR_PLATFORMS.map((network) => (
              <option key={network} value={network}>
                {socialNetworkName(network)}
              </option>
            ))}
            <option value={OTHER_PLATFORM}>{OTHER_PLATFORM_LABEL}</option>
          </select>
        </FormField>
        {isOther && (
          <FormField label="Platform name" error={errors.name}>
            <Input
              value={customName}
              placeholder="e.g. Mastodon"
              onChange={(event) => {
                setCustomName(event.target.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
            />
          </FormField>
        )}
        <FormField
          label="URL"
          error={errors.url}
          hint={replaces ? "This platform is already on your card; adding replaces its link." : undefined}
          className={isOther ? "sm:col-span-2" : undefined}
        >
          <Input
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setErrors((current) => ({ ...current, url: undefined }));
            }}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={platform === "" || url.trim() === "" || pending}>
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </form>
  );
}
