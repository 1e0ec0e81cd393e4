import { copyText } from "@/features/cards/qr/copy-text";
import { toast } from "@/lib/toast";

/** Copies a link and says so ('Link copied'), or says how to copy it by hand. */
export async function copyLinkWithToast(link: string): Promise<void> {
  if (await copyText(link)) {
    toast({ title: "Link copied", description: link, variant: "success" });
  } else {
    toast({
      title: "Could not copy the link",
      description: `This browser does not allow copying here. Select the link and copy it: ${link}`,
      variant: "destructive",
    });
  }
}
