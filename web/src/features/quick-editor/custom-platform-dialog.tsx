/**
 * Adds a link on a platform the lists do not offer (spec 000 §5): the name is required
 * ('Platform name is required'), the key is the name lower-cased without spaces, and the
 * link is added only with a URL, so Add waits for one.
 */
import { customPlatformKey, customPlatformNameError } from "@core/social-networks";
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
import { socialUrlSchema } from "./social-links";
import { useReturnFocus } from "./use-return-focus";
import { useSaveSocialLink } from "./use-save-social";

export function CustomPlatformDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Add a custom platform</DialogTitle>
          <DialogDescription>For a network the lists do not offer.</DialogDescription>
        </DialogHeader>
        {open && <CustomPlatformForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const formSchema = z.object({
  name: z.string().superRefine((name, ctx) => {
    const message = customPlatformNameError(name);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  url: socialUrlSchema,
});

function CustomPlatformForm({ onDone }: { onDone: () => void }) {
  const { saveLink, pending } = useSaveSocialLink();
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { name: "", url: "" } });
  const { errors } = form.formState;
  const hasUrl = (form.watch("url") ?? "").trim() !== "";

  const onSubmit = form.handleSubmit(async ({ name, url }) => {
    if (url === "") return;
    const result = await saveLink(customPlatformKey(name), url);
    if (result.ok) return onDone();
    if (result.fieldError) form.setError("url", { message: result.fieldError }, { shouldFocus: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Platform name" error={errors.name?.message}>
        <Input autoCapitalize="words" placeholder="e.g. Mastodon" {...form.register("name")} />
      </FormField>
      <FormField label="Platform URL" error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          {...form.register("url")}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || !hasUrl}>
          {pending ? "Saving..." : "Add Platform"}
        </Button>
      </DialogFooter>
    </form>
  );
}
