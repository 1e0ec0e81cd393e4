/**
 * Forms and request bodies of the account layer: sign-in, registration, profile, password and
 * account deletion.
 * The same schemas validate the browser forms and the server routes.
 */
import { z } from "zod";
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../limits";

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const emailSchema = z
  .string({ error: "Please enter a valid email" })
  .trim()
  .max(EMAIL_MAX, "Please enter a valid email")
  .pipe(z.email("Please enter a valid email"));

/** Login checks presence only: the stored account decides the rest. */
export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(200, "Username is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters")
  .max(USERNAME_MAX, "Username must be less than 20 characters")
  .regex(USERNAME_PATTERN, "Username may contain only letters, digits, dots, hyphens and underscores");

const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX, "Phone number must be at most 40 characters")
  .regex(/^[0-9+()\-.\s]*$/, "Please enter a valid phone number");

export const profileSchema = z.object({
  username: usernameSchema,
  fullName: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(FULL_NAME_MAX, "Full name must be at most 100 characters"),
  email: emailSchema,
  phone: phoneSchema.optional().or(z.null()),
});
export type ProfileInput = z.infer<typeof profileSchema>;

const newPasswordSchema = z
  .string({ error: "New password must be at least 6 characters" })
  .min(PASSWORD_MIN, "New password must be at least 6 characters")
  .max(PASSWORD_MAX, "New password must be at most 200 characters");

/** The body of POST /api/update-password. */
export const updatePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(PASSWORD_MAX, "Current password is too long"),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** The Security tab's form: the body plus a confirmation that must match. */
export const passwordFormSchema = updatePasswordSchema
  .extend({
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN, "Password must be at least 6 characters")
      .max(PASSWORD_MAX, "Password must be at most 200 characters"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type PasswordFormInput = z.infer<typeof passwordFormSchema>;

/** A password a person chooses for their account: registration's rule, and a claim link's. */
export const passwordSchema = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, "Password must be at most 200 characters");

export const registerSchema = profileSchema.extend({ password: passwordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

/** Completing a password reset from the mailed link. */
export const resetConfirmSchema = z.object({
  token: z.string().min(1, "The reset link is incomplete").max(200, "The reset link is invalid"),
  newPassword: newPasswordSchema,
});
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, "Password is too long"),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * The signed-in account as the API shows it (GET /api/user, sign-in, registration, profile
 * and password changes): never the password hash or session data.
 */
export const accountUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  accessLevel: z.number(),
  /** ISO 8601 time. */
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
