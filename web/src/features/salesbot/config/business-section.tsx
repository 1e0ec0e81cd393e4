import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { AddRowButton } from "./add-row-button";
import type { ServiceRow } from "./config-draft";
import { ConfigSection } from "./config-section";
import { type DraftSectionProps, rowErrors } from "./use-config-draft";

/** Every currency the browser knows, as 'EUR · Euro', with the stored one even if it does not. */
function currencyOptions(current: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  const codes = Intl.supportedValuesOf("currency");
  return (codes.includes(current) ? codes : [current, ...codes]).map((code) => ({
    code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}

export interface BusinessLimits {
  businessTypeMax: number;
  companyInfoMax: number;
  serviceNameMax: number;
  servicesMax: number;
}

/**
 * Business Information: business type, company information, and the services
 * with their price ranges, which the assistant quotes to visitors.
 */
export function BusinessSection({
  draft,
  update,
  errors,
  limits,
}: DraftSectionProps & {
  limits: BusinessLimits;
}) {
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const nameErrors = rowErrors(errors, "services");
  // Prices are keyed by the service's name in the configuration (priceRanges).
  const rowError = (index: number, row: ServiceRow) =>
    nameErrors[index] ?? errors[`priceRanges.${row.name.trim()}`];
  const setRow = (index: number, patch: Partial<ServiceRow>) =>
    update({ services: draft.services.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  return (
    <ConfigSection
      id="business-information"
      title="Business Information"
      description="What the assistant knows about your business and tells your visitors."
    >
      <FormField label="Business type" error={errors.businessType} hint="For example: Web design studio">
        <Input
          value={draft.businessType}
          maxLength={limits.businessTypeMax}
          onChange={(event) => update({ businessType: event.target.value })}
        />
      </FormField>
      <FormField label="Company information" error={errors.companyInfo}>
        <Textarea
          rows={5}
          value={draft.companyInfo}
          maxLength={limits.companyInfoMax}
          onChange={(event) => update({ companyInfo: event.target.value })}
        />
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Services and price ranges</legend>
        <ul ref={list} className="space-y-2">
          {draft.services.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own.
            <li key={index} className="space-y-1">
              <div className="flex flex-wrap gap-2 sm:flex-nowrap">
                <Input
                  className="min-w-0 flex-1"
                  value={row.name}
                  maxLength={limits.serviceNameMax}
                  aria-label={`Service ${index + 1}`}
                  onChange={(event) => setRow(index, { name: event.target.value })}
                />
                <Input
                  className="w-32"
                  inputMode="decimal"
                  value={row.price}
                  aria-label={`Price of service ${index + 1}`}
                  placeholder="Price"
                  onChange={(event) => setRow(index, { price: event.target.value })}
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Remove service ${index + 1}`}
                  onClick={() => {
                    update({ services: draft.services.filter((_, at) => at !== index) });
                    addButton.current?.focus();
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              <FieldError message={rowError(index, row)} />
            </li>
          ))}
        </ul>
        <FieldError message={errors.priceRanges} />
        <FormField
          label="Currency of the prices"
          error={errors.priceCurrency}
          hint="The assistant writes every price in it, for example $1,500 or €1,500."
          className="max-w-xs"
        >
          <NativeSelect
            value={draft.priceCurrency}
            onChange={(event) => update({ priceCurrency: event.target.value })}
          >
            {currencyOptions(draft.priceCurrency).map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <AddRowButton
          ref={addButton}
          list={list}
          disabled={draft.services.length >= limits.servicesMax}
          onAdd={() => update({ services: [...draft.services, { name: "", price: "" }] })}
        >
          Add service
        </AddRowButton>
      </fieldset>
    </ConfigSection>
  );
}
