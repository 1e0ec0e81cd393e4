import { describe, expect, it } from "vitest";
import {
  type FormConfig,
  formAnswersSchema,
  formConfigSchema,
  formIsLive,
  NO_FORM,
  readFormConfig,
  sameFormConfig,
} from "./form-config";
import { DEFAULT_SUBMIT_LABEL, DEFAULT_THANK_YOU } from "./form-fields";

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the form configuration", () => {
  it("fills in the defaults: disabled, no fields, 'Send' and the thank-you text", () => {
    expect(formConfigSchema.parse({})).toEqual({
      enabled: false,
      title: "Get in touch",
      fields: [],
      submitLabel: DEFAULT_SUBMIT_LABEL,
      thankYouMessage: DEFAULT_THANK_YOU,
    });
    expect(formConfigSchema.parse({ submitLabel: "  ", thankYouMessage: "" }).submitLabel).toBe("Send");
  });

  it("keeps the fields in order, trims labels and keeps options on choice fields only", () => {
    const config = formConfigSchema.parse({
      enabled: true,
      title: " Contact me ",
      fields: [
        { id: "topic", type: "choice", label: " Topic ", options: [" Sales ", "Support"], required: true },
        { id: "email", type: "email", label: "Email", options: ["stray"] },
      ],
    });
    expect(config.title).toBe("Contact me");
    expect(config.fields).toEqual([
      { id: "topic", type: "choice", label: "Topic", required: true, options: ["Sales", "Support"] },
      { id: "email", type: "email", label: "Email", required: false },
    ]);
  });

  it("refuses bad ids, unknown types, empty labels, choice fields without choices and repeated ids", () => {
    const result = formConfigSchema.safeParse({
      fields: [
        { id: "Bad Id", type: "text", label: "A" },
        { id: "b", type: "date", label: "B" },
        { id: "c", type: "text", label: "  " },
        { id: "d", type: "choice", label: "Colour" },
        { id: "e", type: "choice", label: "Size", options: ["S", "S"] },
      ],
    });
    expect(messages(result)).toEqual({
      "fields.0.id":
        "A form field's id may hold only a-z, 0-9, - and _ (1 to 40 characters, starting with a letter or digit)",
      "fields.1.type": "A form field's type must be one of name, email, phone, text, longText, choice",
      "fields.2.label": "Every form field needs a label",
      "fields.3.options": "Colour needs at least one choice",
      "fields.4.options": "Size offers the same choice twice",
    });
    const twice = formConfigSchema.safeParse({
      fields: [
        { id: "a", type: "text", label: "A" },
        { id: "a", type: "text", label: "B" },
      ],
    });
    expect(messages(twice)).toEqual({ fields: "Two form fields have the same id" });
  });

  it("bounds every text and list", () => {
    const field = (i: number) => ({ id: `f${i}`, type: "text", label: `F${i}` });
    const result = formConfigSchema.safeParse({
      title: "t".repeat(101),
      submitLabel: "s".repeat(41),
      thankYouMessage: "m".repeat(301),
      fields: Array.from({ length: 21 }, (_, i) => field(i)),
    });
    expect(messages(result)).toEqual({
      title: "Form title must be at most 100 characters",
      submitLabel: "Submit button text must be at most 40 characters",
      thankYouMessage: "Thank-you message must be at most 300 characters",
      fields: "A form has at most 20 fields",
    });
    const options = formConfigSchema.safeParse({
      fields: [
        { id: "c", type: "choice", label: "C", options: Array.from({ length: 21 }, (_, i) => `o${i}`) },
      ],
    });
    expect(messages(options)).toEqual({ "fields.0.options": "A choice field offers at most 20 choices" });
    const long = formConfigSchema.safeParse({ fields: [{ id: "l", type: "text", label: "l".repeat(101) }] });
    expect(messages(long)).toEqual({ "fields.0.label": "A field label must be at most 100 characters" });
  });

  it("reads a stored configuration of another shape as no form", () => {
    expect(readFormConfig({ fields: [{ name: "email", type: "email" }] })).toEqual(NO_FORM);
    expect(readFormConfig("x")).toEqual(NO_FORM);
    expect(readFormConfig(null)).toEqual(NO_FORM);
    expect(readFormConfig({ webhook: "https://hooks.example" })).toEqual(NO_FORM);
    expect(formIsLive(NO_FORM)).toBe(false);
  });

  it("is live only when enabled with at least one field", () => {
    const field = { id: "n", type: "name", label: "Name" };
    expect(formIsLive(readFormConfig({ enabled: true, fields: [field] }))).toBe(true);
    expect(formIsLive(readFormConfig({ enabled: true, fields: [] }))).toBe(false);
    expect(formIsLive(readFormConfig({ enabled: false, fields: [field] }))).toBe(false);
  });

  it("compares configurations as they read", () => {
    expect(sameFormConfig({}, NO_FORM)).toBe(true);
    expect(sameFormConfig({ legacy: true, fields: "x" }, {})).toBe(true);
    expect(sameFormConfig({}, { enabled: true })).toBe(false);
  });
});

describe("a visitor's answers", () => {
  const config: FormConfig = formConfigSchema.parse({
    enabled: true,
    fields: [
      { id: "name", type: "name", label: "Your name", required: true },
      { id: "email", type: "email", label: "Email", required: true },
      { id: "phone", type: "phone", label: "Phone" },
      { id: "note", type: "text", label: "Note" },
      { id: "message", type: "longText", label: "Message" },
      { id: "topic", type: "choice", label: "Topic", options: ["Sales", "Support"] },
    ],
  });
  const check = (formData: unknown) => formAnswersSchema(config).safeParse(formData);

  it("keeps the form's fields, trimmed, and drops unknown and empty ones", () => {
    const result = check({
      name: " Jane ",
      email: "jane@example.com",
      phone: "",
      topic: "Support",
      admin: "true",
    });
    expect(result.success && result.data).toEqual({
      name: "Jane",
      email: "jane@example.com",
      topic: "Support",
    });
  });

  it("names the field's label in each message", () => {
    const result = check({ email: "not-an-email", phone: "call me", topic: "Other", note: 5 });
    expect(messages(result)).toEqual({
      name: "Your name is required",
      email: "Email must be a valid email address",
      phone: "Phone must be a phone number: 5 to 30 digits, spaces and + - ( ) .",
      topic: "Topic must be one of the offered choices",
      note: "Note must be text",
    });
  });

  it("bounds lengths: 200 for short answers, 5000 for long text", () => {
    const base = { name: "Jane", email: "jane@example.com" };
    expect(check({ ...base, note: "n".repeat(200), message: "m".repeat(5000) }).success).toBe(true);
    expect(messages(check({ ...base, note: "n".repeat(201), message: "m".repeat(5001) }))).toEqual({
      note: "Note must be at most 200 characters",
      message: "Message must be at most 5000 characters",
    });
    expect(messages(check({ ...base, name: "j".repeat(201) }))).toEqual({
      name: "Your name must be at most 200 characters",
    });
  });

  it("takes phones of digits, spaces and + - ( ) . from 5 to 30 characters", () => {
    const base = { name: "Jane", email: "jane@example.com" };
    expect(check({ ...base, phone: "+44 (20) 7946-0958" }).success).toBe(true);
    expect(check({ ...base, phone: "555.0100" }).success).toBe(true);
    expect(check({ ...base, phone: "1234" }).success).toBe(false);
    expect(check({ ...base, phone: "1".repeat(31) }).success).toBe(false);
  });

  it("counts a text area's CRLF line break as one character, as the browser did", () => {
    const base = { name: "Jane", email: "jane@example.com" };
    const lines = Array.from({ length: 2500 }, () => "m").join("\r\n");
    const result = check({ ...base, message: lines });
    expect(result.success && result.data.message).toBe(lines.replaceAll("\r\n", "\n"));
  });

  it("refuses something other than an object", () => {
    expect(check("name=Jane").success).toBe(false);
    expect(check(["Jane"]).success).toBe(false);
  });
});
