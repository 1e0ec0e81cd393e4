/**
 * A template field's policy as three radio buttons (arrow keys move between them): Default (a new
 * card starts with the value, its owner may change it), Locked (every linked card shows it, and
 * only it), Hidden (linked cards show the field empty). The theme cannot be hidden.
 */
import { TEMPLATE_FIELD_LABELS, type TemplateField } from "@core/card-template";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { type FieldPolicy, policyAllowed } from "./template-values";

const POLICIES: { value: FieldPolicy; label: string }[] = [
  { value: "default", label: "Default" },
  { value: "locked", label: "Locked" },
  { value: "hidden", label: "Hidden" },
];

interface FieldPolicyRadiosProps {
  field: TemplateField;
  value: FieldPolicy;
  onChange: (policy: FieldPolicy) => void;
}

export function FieldPolicyRadios({ field, value, onChange }: FieldPolicyRadiosProps) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-label={`${TEMPLATE_FIELD_LABELS[field]} policy`}
      className="flex flex-wrap gap-1"
    >
      {POLICIES.map((policy) => {
        const allowed = policyAllowed(field, policy.value);
        const inputId = `${id}-${policy.value}`;
        return (
          <label
            key={policy.value}
            htmlFor={inputId}
            className={cn(
              "flex min-h-9 items-center gap-1.5 rounded-md border border-input px-2.5 text-sm",
              "has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              allowed ? "cursor-pointer" : "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              id={inputId}
              name={id}
              value={policy.value}
              checked={value === policy.value}
              disabled={!allowed}
              onChange={() => onChange(policy.value)}
              className="h-4 w-4 accent-primary"
            />
            {policy.label}
          </label>
        );
      })}
    </div>
  );
}
