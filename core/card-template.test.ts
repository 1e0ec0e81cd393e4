import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BusinessCard } from "./card";
import {
  type CardTemplate,
  isTemplateField,
  mergeTemplate,
  TEMPLATE_FIELDS,
  type TemplateField,
  type TemplateValues,
  templatePinnedValues,
  templatePolicyOf,
  templateRefusal,
  templateStartValues,
  UNHIDEABLE_FIELDS,
  withoutTemplateFields,
} from "./card-template";
import { THEME_VALUES } from "./themes";

type Card = TemplateValues & { name: string | null; slug: string };

const text = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const links = fc.dictionary(fc.constantFrom("linkedin", "twitter", "github", "x1"), fc.webUrl(), {
  maxKeys: 4,
});
const buttons = fc.array(
  fc.record({
    text: fc.string({ minLength: 1, maxLength: 8 }),
    url: fc.webUrl(),
    backgroundColor: fc.constant("#d9bd90"),
  }),
  { maxLength: 3 },
);
const gallery = fc.array(fc.webUrl(), { maxLength: 3 }) as fc.Arbitrary<BusinessCard["gallery"]>;

/** Any value of each field a template covers, in the card's own shapes. */
const fieldValue: { [F in TemplateField]: fc.Arbitrary<BusinessCard[F]> } = {
  theme: fc.constantFrom(...THEME_VALUES),
  company: text,
  phone: text,
  email: text,
  address: text,
  website: text,
  about: text,
  logoUrl: text,
  coverPhoto: text,
  faviconUrl: text,
  videoUrl: text,
  socialLinks: links,
  customButtons: buttons,
  gallery,
};

const card: fc.Arbitrary<Card> = fc
  .record({ ...fieldValue, name: text, slug: fc.string({ minLength: 3, maxLength: 10 }) })
  .map((values) => ({ ...values, socialLinkOrder: Object.keys(values.socialLinks) }));

const template: fc.Arbitrary<CardTemplate> = fc
  .record({
    fields: fc.record(fieldValue, { requiredKeys: [] }),
    policies: fc.array(fc.constantFrom("locked", "hidden", "default"), {
      minLength: TEMPLATE_FIELDS.length,
      maxLength: TEMPLATE_FIELDS.length,
    }),
  })
  .map(({ fields, policies }) => ({
    fields,
    locked: TEMPLATE_FIELDS.filter((_, i) => policies[i] === "locked"),
    hidden: TEMPLATE_FIELDS.filter(
      (_, i) => policies[i] === "hidden" && !UNHIDEABLE_FIELDS.includes(TEMPLATE_FIELDS[i]!),
    ),
  }));

const EMPTY_VALUES = [null, "[]", "{}"];
const isEmpty = (value: unknown) => value === null || EMPTY_VALUES.includes(JSON.stringify(value));

describe("mergeTemplate", () => {
  it("shows a locked field as the template sets it, and empty when the template sets nothing", () => {
    fc.assert(
      fc.property(card, template, (own, tpl) => {
        const merged = mergeTemplate(own, tpl);
        for (const field of tpl.locked) {
          const set = tpl.fields[field];
          if (set !== undefined) expect(merged[field]).toEqual(set);
          else if (field === "theme") expect(merged.theme).toBe(own.theme);
          else expect(isEmpty(merged[field])).toBe(true);
        }
      }),
    );
  });

  it("shows every hidden field empty", () => {
    fc.assert(
      fc.property(card, template, (own, tpl) => {
        const merged = mergeTemplate(own, tpl);
        for (const field of tpl.hidden) expect(isEmpty(merged[field])).toBe(true);
      }),
    );
  });

  it("changes nothing else: the default fields and the person's own keep the card's values", () => {
    fc.assert(
      fc.property(card, template, (own, tpl) => {
        const merged = mergeTemplate(own, tpl);
        const governed = new Set<string>([...tpl.locked, ...tpl.hidden]);
        if (governed.has("socialLinks")) governed.add("socialLinkOrder");
        for (const key of Object.keys(own) as (keyof Card)[]) {
          if (!governed.has(key)) expect(merged[key]).toEqual(own[key]);
        }
      }),
    );
  });

  it("gives the same card when applied twice, and leaves the card it was given as it was", () => {
    fc.assert(
      fc.property(card, template, (own, tpl) => {
        const before = structuredClone(own);
        const once = mergeTemplate(own, tpl);
        expect(mergeTemplate(once, tpl)).toEqual(once);
        expect(own).toEqual(before);
      }),
    );
  });

  it("orders a locked set of social links as the template lists them", () => {
    const tpl: CardTemplate = {
      fields: { socialLinks: { x1: "https://x.test", github: "https://g.test" } },
      locked: ["socialLinks"],
      hidden: [],
    };
    fc.assert(
      fc.property(card, (own) => {
        expect(mergeTemplate(own, tpl).socialLinkOrder).toEqual(["x1", "github"]);
      }),
    );
  });

  it("is the card itself when it has no template", () => {
    fc.assert(
      fc.property(card, (own) => {
        expect(mergeTemplate(own, null)).toBe(own);
      }),
    );
  });
});

describe("templateRefusal", () => {
  it("never refuses a save of the values the card shows", () => {
    fc.assert(
      fc.property(card, template, (own, tpl) => {
        expect(templateRefusal(tpl, mergeTemplate(own, tpl))).toBeNull();
      }),
    );
  });

  it("refuses a change of a locked field or a hidden one filled, naming the field", () => {
    fc.assert(
      fc.property(card, template, fc.constantFrom(...TEMPLATE_FIELDS), (own, tpl, field) => {
        const shown = mergeTemplate(own, tpl);
        // A value no card shows, of any field's shape.
        const refusal = templateRefusal(tpl, { [field]: "__another__" } as Partial<TemplateValues>)?.message;
        if (tpl.locked.includes(field) && (field !== "theme" || tpl.fields.theme !== undefined)) {
          expect(refusal).toMatch(/ is locked by your organisation's template\.$/);
        } else if (tpl.hidden.includes(field)) {
          expect(refusal).toMatch(/ is hidden by your organisation's template\.$/);
        } else {
          expect(refusal).toBeUndefined();
        }
        // The shown value itself is always accepted.
        expect(templateRefusal(tpl, { [field]: shown[field] })).toBeNull();
      }),
    );
  });

  it("names the field in the refusal's words", () => {
    const tpl: CardTemplate = { fields: { company: "Acme" }, locked: ["company"], hidden: ["about"] };
    expect(templateRefusal(tpl, { company: "Other" })).toEqual({
      field: "company",
      message: "Company is locked by your organisation's template.",
    });
    expect(templateRefusal(tpl, { about: "Hello" })?.message).toBe(
      "About is hidden by your organisation's template.",
    );
    expect(templateRefusal(tpl, { about: null, company: "Acme", phone: "+1 555" })).toBeNull();
  });
});

describe("templateStartValues", () => {
  it("starts a new card with every value the template sets except hidden ones", () => {
    const tpl: CardTemplate = {
      fields: {
        company: "Acme",
        website: "https://acme.test",
        about: "Secret",
        socialLinks: { github: "https://g.test" },
      },
      locked: ["company"],
      hidden: ["about"],
    };
    expect(templateStartValues(tpl)).toEqual({
      company: "Acme",
      website: "https://acme.test",
      socialLinks: { github: "https://g.test" },
      socialLinkOrder: ["github"],
    });
  });
});

describe("templatePinnedValues", () => {
  it("written into a card, keeps it looking as it did under the template once unlinked", () => {
    fc.assert(
      fc.property(card, template, (own, tpl) => {
        expect({ ...own, ...templatePinnedValues(tpl) }).toEqual(mergeTemplate(own, tpl));
      }),
    );
  });
});

describe("templatePolicyOf", () => {
  const tpl = { locked: ["company", "theme"], hidden: ["about", "theme"] };

  it("names a locked field with the server's wording", () => {
    expect(templatePolicyOf(tpl, "company")).toEqual({
      state: "locked",
      reason: "Company is locked by your organisation's template.",
    });
  });

  it("names a hidden field with the server's wording", () => {
    expect(templatePolicyOf(tpl, "about")).toEqual({
      state: "hidden",
      reason: "About is hidden by your organisation's template.",
    });
  });

  it("leaves a field the template does not list, and every field of an unlinked card, editable", () => {
    expect(templatePolicyOf(tpl, "website")).toEqual({ state: "default", reason: null });
    expect(templatePolicyOf(null, "company")).toEqual({ state: "default", reason: null });
  });

  it("never hides the theme: listed as both, it is locked", () => {
    expect(templatePolicyOf(tpl, "theme").state).toBe("locked");
    expect(templatePolicyOf({ locked: [], hidden: ["theme"] }, "theme").state).toBe("default");
  });

  it("gives the very words of the server's refusal, for every field a save could change", () => {
    fc.assert(
      fc.property(card, template, fc.constantFrom(...TEMPLATE_FIELDS), (own, tpl, field) => {
        const changed = { [field]: field === "theme" ? "__other__" : own[field] } as Partial<TemplateValues>;
        const refusal = templateRefusal(tpl, changed);
        if (refusal) expect(refusal.message).toBe(templatePolicyOf(tpl, field).reason);
        // A field the editors let through is never refused.
        if (templatePolicyOf(tpl, field).state === "default") expect(refusal).toBeNull();
      }),
    );
  });
});

describe("withoutTemplateFields", () => {
  it("leaves out what the template locks or hides, and the links' order with the links", () => {
    const tpl = { locked: ["company"], hidden: ["socialLinks"] };
    const values = {
      name: "Ada",
      company: "Old Ltd",
      website: "https://ada.test",
      socialLinks: {},
      socialLinkOrder: [],
    };
    expect(withoutTemplateFields(tpl, values)).toEqual({ name: "Ada", website: "https://ada.test" });
  });

  it("keeps the links' order where the links are the card's own, and everything without a template", () => {
    const values = { socialLinkOrder: ["github"], company: "Ada Ltd" };
    expect(withoutTemplateFields({ locked: ["company"], hidden: [] }, values)).toEqual({
      socialLinkOrder: ["github"],
    });
    expect(withoutTemplateFields(null, values)).toBe(values);
  });

  it("leaves nothing a card's template would refuse", () => {
    fc.assert(
      fc.property(card, card, template, (own, other, tpl) => {
        const shown = mergeTemplate(own, tpl);
        expect(templateRefusal(tpl, withoutTemplateFields(tpl, other))).toBeNull();
        expect(templateRefusal(tpl, withoutTemplateFields(tpl, shown))).toBeNull();
      }),
    );
  });
});

describe("isTemplateField", () => {
  it("knows the template's fields and not the person's own", () => {
    expect(isTemplateField("company")).toBe(true);
    expect(isTemplateField("title")).toBe(false);
    expect(isTemplateField("slug")).toBe(false);
  });
});

describe("the copies of website and about older cards keep in customizations", () => {
  it("are dropped where the template pins the field, kept where it does not", () => {
    const card = {
      website: null,
      about: "Mine",
      customizations: { website: "https://old.test", about: "Old", customCss: "" },
    };
    const tpl: CardTemplate = { fields: {}, locked: [], hidden: ["website"] };
    expect(mergeTemplate(card, tpl).customizations).toEqual({ about: "Old", customCss: "" });
    expect(mergeTemplate(mergeTemplate(card, tpl), tpl)).toEqual(mergeTemplate(card, tpl));
    expect(mergeTemplate(card, null).customizations).toBe(card.customizations);
  });
});
