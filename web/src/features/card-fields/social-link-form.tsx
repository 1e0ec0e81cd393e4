/**
 * The social-link form of both editors: a platform, either chosen from a
 * list with 'Other' (the full editor), fixed by the tile that opened it, or a custom one with
 * its own name ('Platform name is required'; the key is the name lower-cased without spaces);
 * and a URL, read and checked by the card schema's rule for links. Saved at once through
 * useSaveSocialLink; the form keeps what was typed when the save fails. An empty URL removes
 * the link where `allowEmpty` says so; otherwise saving waits for a URL. The buttons around it
 * (a heading and status line, or a dialog's footer) belong to each editor, through `actions`.
 */
import { OTHER_PLATFORM, OTHER_PLATFORM_LABEL, socialNetworkName } from "@core/social-networks";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useEditedCard } from "./card-fields-provider";
import { LinkInput } from "./link-input";
import { socialLinkFormSchema, socialLinkKey } from "./social-url";
import { useSaveSocialLink } from "./use-save-social-link";

const SELECT_CLASSES =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

interface SavedLink {
  name: string;
  /** The card had a link on this platform before. */
  replaced: boolean;
}

interface SocialLinkActions {
  pending: boolean;
  /** A platform is chosen and, unless an empty URL is allowed, a URL typed. */
  ready: boolean;
  /** Saves the fixed platform's link empty, which removes it. */
  removeLink: () => void;
}

interface SocialLinkFormProps {
  /** A fixed platform key, or OTHER_PLATFORM for a custom one; omitted: chosen from `choices`. */
  platform?: string;
  /** The platforms offered in a 'Platform' list, followed by 'Other'. */
  choices?: readonly string[];
  urlLabel: string;
  initialUrl?: string;
  /** An empty URL may be saved; it removes the link. */
  allowEmpty?: boolean;
  onSaved: (link: SavedLink) => void;
  actions: (state: SocialLinkActions) => ReactNode;
  className?: string;
  /** Arranges the fields (a grid in the full editor). */
  fieldsClassName?: string;
  "aria-labelledby"?: string;
  children?: ReactNode;
}

export function SocialLinkForm({
  platform: fixed,
  choices,
  urlLabel,
  initialUrl = "",
  allowEmpty = false,
  onSaved,
  actions,
  className,
  fieldsClassName,
  children,
  ...labelled
}: SocialLinkFormProps) {
  const card = useEditedCard();
  const { saveLink, pending } = useSaveSocialLink();
  const form = useForm({
    resolver: zodResolver(socialLinkFormSchema),
    defaultValues: { platform: fixed ?? "", name: "", url: initialUrl },
  });
  const { errors } = form.formState;
  const [platform, name, url] = form.watch(["platform", "name", "url"]);
  const isOther = platform === OTHER_PLATFORM;
  const key = socialLinkKey(platform, name ?? "");
  // Only where the platform is chosen here: adding one the card has replaces its link.
  const replaces = fixed !== key && key !== "" && card.socialLinks?.[key] !== undefined;
  const ready = platform !== "" && (allowEmpty || (url ?? "").trim() !== "");

  async function submit(linkKey: string, linkUrl: string) {
    const replaced = card.socialLinks?.[linkKey] !== undefined;
    const result = await saveLink(linkKey, linkUrl);
    if (result.ok) {
      form.reset();
      return onSaved({ name: socialNetworkName(linkKey), replaced });
    }
    if (result.fieldError) form.setError("url", { message: result.fieldError }, { shouldFocus: true });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.url === "" && !allowEmpty) return;
    await submit(socialLinkKey(values.platform, values.name), values.url);
  });

  return (
    <form noValidate onSubmit={onSubmit} className={className} {...labelled}>
      {children}
      <div className={fieldsClassName}>
        {choices && (
          <FormField label="Platform">
            <select className={SELECT_CLASSES} {...form.register("platform")}>
              <option value="">Choose a platform</option>
              {choices.map((network) => (
                <option key={network} value={network}>
                  {socialNetworkName(network)}
                </option>
              ))}
              <option value={OTHER_PLATFORM}>{OTHER_PLATFORM_LABEL}</option>
            </select>
          </FormField>
        )}
        {isOther && (
          <FormField label="Platform name" error={errors.name?.message}>
            <Input autoCapitalize="words" placeholder="e.g. Mastodon" {...form.register("name")} />
          </FormField>
        )}
        <FormField
          label={urlLabel}
          error={errors.url?.message}
          hint={replaces ? "This platform is already on your card; adding replaces its link." : undefined}
          className={cn(choices && isOther && "sm:col-span-2")}
        >
          <LinkInput {...form.register("url")} />
        </FormField>
      </div>
      {actions({ pending, ready, removeLink: () => void submit(fixed ?? key, "") })}
    </form>
  );
}
