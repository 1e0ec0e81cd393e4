/** The URL dialog of one social platform: save an address, or save it empty to remove the link. */
import { socialNetworkName } from "@core/social-networks";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useQuickEditor } from "./quick-editor-context";
import { socialUrlSchema } from "./social-links";
import { useReturnFocus } from "./use-return-focus";
import { useSaveSocialLink } from "./use-save-social";

interface SocialLinkDialogProps {
  /** The platform being edited; the dialog is closed while it is null. */
  platform: string | null;
  onClose: () => void;
}

export function SocialLinkDialog({ platform, onClose }: SocialLinkDialogProps) {
  const { card } = useQuickEditor();
  const name = platform ? socialNetworkName(platform) : "";
  const current = platform ? card.socialLinks?.[platform] : undefined;
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={platform !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>
            {current ? "Edit" : "Add"} {name} link
          </DialogTitle>
          <DialogDescription>
            The address of your {name} page. Save it empty to remove the link.
          </DialogDescription>
        </DialogHeader>
        {platform && (
          <SocialLinkForm platform={platform} name={name} current={current ?? ""} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

const formSchema = z.object({ url: socialUrlSchema });

function SocialLinkForm(props: { platform: string; name: string; current: string; onDone: () => void }) {
  const { saveLink, pending } = useSaveSocialLink();
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { url: props.current } });

  async function submit(url: string) {
    const result = await saveLink(props.platform, url);
    if (result.ok) return props.onDone();
    if (result.fieldError) form.setError("url", { message: result.fieldError }, { shouldFocus: true });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(({ url }) => submit(url))}>
      <FormField label={`${props.name} URL`} error={form.formState.errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          {...form.register("url")}
        />
      </FormField>
      <DialogFooter className="sm:justify-between">
        {props.current ? (
          <Button variant="ghost" className="text-destructive" disabled={pending} onClick={() => submit("")}>
            Remove link
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : "Save"}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
