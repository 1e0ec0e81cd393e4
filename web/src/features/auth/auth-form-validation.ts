import type { FieldValues, Resolver } from "react-hook-form";
import { deferredResolver } from "@/lib/deferred-resolver";

type AuthFormSchema = "loginSchema" | "registerSchema" | "resetRequestSchema";

/**
 * The validation of a sign-in page form: its schema in core/schemas/auth.ts, fetched with zod
 * when the form is first used, so the sign-in page's first load carries neither
 * (lib/deferred-resolver.ts).
 */
export function authFormValidation<Values extends FieldValues>(schema: AuthFormSchema) {
  return deferredResolver<Values>(() =>
    Promise.all([import("@hookform/resolvers/zod"), import("@core/schemas/auth")]).then(
      ([{ zodResolver }, schemas]) => zodResolver(schemas[schema]) as unknown as Resolver<Values>,
    ),
  );
}
