/**
 * The sign-in page's forms (login, register, reset request): a few text fields checked by their
 * schema in core/schemas/auth.ts. The schema comes with zod when the form is first used (its first
 * focus, at the latest its submit), so the page's first load carries neither zod nor a form
 * library. Checked as the app's other forms are: on submit, then again on every change; the first
 * field in error takes the focus. Were the schema's code unreachable (offline, a new build), the
 * server checks by the same schema and answers with the same messages.
 */
import type * as AuthSchemas from "@core/schemas/auth";
import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { loadOnce } from "@/lib/load-once";
import { useTakenOver } from "@/lib/use-taken-over";

type AuthFormSchema = "loginSchema" | "registerSchema" | "resetRequestSchema";
type Schema<S extends AuthFormSchema> = (typeof AuthSchemas)[S];
type FieldName<S extends AuthFormSchema> = keyof z.input<Schema<S>> & string;
type FieldErrors<S extends AuthFormSchema> = Partial<Record<FieldName<S>, string>>;

// A schema chunk that did not arrive is tried again on the next use.
const loadSchemas: () => Promise<typeof AuthSchemas> = loadOnce(() => import("@core/schemas/auth"));

export function useAuthForm<S extends AuthFormSchema>(schema: S, defaults: Record<FieldName<S>, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<S>>({});
  const submitted = useRef(false);
  const ready = useTakenOver();
  const names = Object.keys(defaults) as FieldName<S>[];

  const read = (): Record<FieldName<S>, string> => {
    const data = new FormData(formRef.current ?? undefined);
    return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<
      FieldName<S>,
      string
    >;
  };

  /** The schema's answer: the parsed values, or the first message of each field in error. */
  const check = async (): Promise<{ values?: z.output<Schema<S>>; errors: FieldErrors<S> }> => {
    const raw = read();
    let result: ReturnType<Schema<S>["safeParse"]>;
    try {
      result = (await loadSchemas())[schema].safeParse(raw) as ReturnType<Schema<S>["safeParse"]>;
    } catch {
      return { values: raw as z.output<Schema<S>>, errors: {} };
    }
    if (result.success) return { values: result.data as z.output<Schema<S>>, errors: {} };
    const found: FieldErrors<S> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as FieldName<S>;
      found[name] ??= issue.message;
    }
    return { errors: found };
  };

  const focusFirstError = (found: FieldErrors<S>) => {
    const fields = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    fields.find((field) => field.name in found)?.focus();
  };

  return {
    errors,
    /** Whether the form can be submitted yet (its submit button is disabled until then). */
    ready,
    /** Spread on the <form>. */
    form: {
      ref: formRef,
      noValidate: true,
      onFocus: () => void loadSchemas().catch(() => undefined),
      onChange: () => {
        if (submitted.current) void check().then((answer) => setErrors(answer.errors));
      },
    },
    /** Spread on a field's input. */
    field: (name: FieldName<S>) => ({ name, defaultValue: defaults[name] }),
    handleSubmit:
      (onValid: (values: z.output<Schema<S>>) => void) =>
      async (event: FormEvent<HTMLFormElement>): Promise<void> => {
        event.preventDefault();
        submitted.current = true;
        const answer = await check();
        setErrors(answer.errors);
        if (answer.values) onValid(answer.values);
        else focusFirstError(answer.errors);
      },
  };
}
