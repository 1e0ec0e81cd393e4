import { CUSTOM_CSS_MAX } from "@core/schemas/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { EmbedCodesSection } from "./embed-codes-section";
import { TabSection } from "./tab-section";

/** The classes a card's custom CSS can target. */
const DOCUMENTED_CLASSES: Record<string, string> = {
  "card-container": "the whole card",
  "card-header": "the cover band at the top",
  "card-profile": "the picture, name, title and company",
  "card-content": "contact details, about, links, buttons and media",
  "card-footer": "the Save Contact area on the public page",
  "card-social": "the social link icons",
};

/** Advanced (level 3+): the card's custom CSS and its embed codes. */
export function AdvancedTab({
  css,
  error,
  onChange,
}: {
  css: string;
  error: string | undefined;
  onChange: (css: string) => void;
}) {
  return (
    <TabSection
      title="Advanced"
      description="Custom CSS and embed codes for your card. The CSS saves on its own a second after you stop typing; embed codes are saved at once."
    >
      <FormField label="Custom CSS" error={error} hint={`${css.length}/${CUSTOM_CSS_MAX} characters`}>
        <Textarea
          rows={12}
          value={css}
          maxLength={CUSTOM_CSS_MAX}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={".card-header {\n  background: #0f172a;\n}"}
          onChange={(event) => onChange(event.target.value)}
          className="font-mono text-sm"
        />
      </FormField>

      <section aria-labelledby="css-classes-heading" className="space-y-2">
        <h3 id="css-classes-heading" className="text-base font-semibold">
          Classes you can style
        </h3>
        <ul className="space-y-1.5 text-sm">
          {Object.entries(DOCUMENTED_CLASSES).map(([name, what]) => (
            <li key={name}>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">.{name}</code>{" "}
              <span className="text-muted-foreground">{what}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="space-y-1 rounded-lg border border-border bg-muted/50 p-3 text-sm text-muted-foreground">
        <p>
          The server sanitises your CSS when you save: <code>@import</code>, external <code>url()</code>{" "}
          addresses, fixed positioning and anything that could reach outside your card are removed, and every
          rule is scoped to your card.
        </p>
        <p>The preview on this page applies your CSS as you type, sanitised and scoped the same way.</p>
      </div>

      <EmbedCodesSection />
    </TabSection>
  );
}
