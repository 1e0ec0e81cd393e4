/** The server's refusal, for a form: the message for its alert and the messages per field. */
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

/** A failed action in a toast, in the server's words. */
export function toastFailure(error: unknown, fallback: string): void {
  toast({ title: "Error", description: errorMessage(error, fallback), variant: "destructive" });
}
