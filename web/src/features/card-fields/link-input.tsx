/**
 * The text box for a link in both editors (social links, custom buttons): a keyboard with
 * "/" and ".com" on phones, no capitals or spell-checking, and "https://" as its placeholder.
 */
import type { InputHTMLAttributes } from "react";
import { VerbatimInput } from "@/components/ui/input";

export function LinkInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <VerbatimInput type="url" inputMode="url" placeholder="https://" {...props} />;
}
