/**
 * The text box for a link in both editors (social links, custom buttons): a keyboard with
 * "/" and ".com" on phones, no capitals or spell-checking, and "https://" as its placeholder.
 */
import type { InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";

export function LinkInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Input
      type="url"
      inputMode="url"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="https://"
      {...props}
    />
  );
}
