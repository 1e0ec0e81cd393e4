/**
 * Settings of this installation that the web app reads (they change only with a restart).
 * Response shapes only: see card-response.ts for why they carry no rules.
 */
import { z } from "zod";

/**
 * GET /api/config/auth: whether the sign-in page offers registration, and single sign-on's button
 * (its label and where it starts) only when a provider is configured: absent otherwise, and in the
 * copy this device keeps for when the server cannot be reached (stored-user.ts).
 */
export const authConfigSchema = z.object({
  allowSignup: z.boolean(),
  sso: z.object({ label: z.string(), startUrl: z.string() }).optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** GET /api/config/site: where the landing page's sales contact goes. */
export const siteConfigSchema = z.object({ salesEmail: z.string() });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /api/config/maps: the browser key for maps, or null for an 'Open in Maps' link. */
export const mapsConfigSchema = z.object({ googleMapsApiKey: z.string().nullable() });
export type MapsConfig = z.infer<typeof mapsConfigSchema>;
