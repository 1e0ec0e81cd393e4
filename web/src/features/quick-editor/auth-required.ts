/**
 * The quick editor's answer to a save without a signed-in user ('Authentication
 * Required: Please log in to edit your business card'): before the About is sent, and for any
 * save the server refuses with 401 because the session has ended meanwhile.
 */
import { toast } from "@/lib/toast";

export function toastAuthRequired(): void {
  toast({
    title: "Authentication Required",
    description: "Please log in to edit your business card",
    variant: "destructive",
  });
}
