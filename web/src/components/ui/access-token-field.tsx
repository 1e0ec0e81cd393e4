/**
 * The field that connects a third-party service with an access token (Calendly, HubSpot): the
 * token hidden as a password, Enter or the button connects, the refusal below it and a hint on
 * where to make the token, which the field names as its description.
 */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";

export function AccessTokenField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onConnect: () => void;
  maxLength: number;
  error: string | null;
  pending: boolean;
  connectLabel: string;
  hint: ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PasswordInput
          id={props.id}
          value={props.value}
          autoComplete="off"
          maxLength={props.maxLength}
          aria-invalid={props.error !== null}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              props.onConnect();
            }
          }}
        />
        <Button type="button" onClick={props.onConnect} disabled={props.pending}>
          {props.pending ? "Connecting..." : props.connectLabel}
        </Button>
      </div>
      <FieldError message={props.error ?? undefined} />
      <p id={hintId} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
    </div>
  );
}
