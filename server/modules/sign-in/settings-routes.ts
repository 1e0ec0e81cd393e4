/** The installation's sign-in settings, for administrators (level 5). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signInSettingsAnswerSchema, signInSettingsSchema } from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import { badRequest } from "../../lib/http-error";
import { requireAllowed } from "../../plugins/sessions";
import { recordAudit } from "../audit/record";
import { readSignInSettings, writeSignInSettings } from "./settings";

const NO_PROVIDER =
  "Single sign-on is not set up on this server (OIDC_ISSUER and OIDC_CLIENT_ID), so no domain can require it.";

export async function signInSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answer = async () => ({
    ...(await readSignInSettings(ctx.db, ctx.config)),
    ssoConfigured: ctx.config.oidc !== undefined,
  });

  api.get(
    "/api/sign-in-settings",
    { schema: { response: { 200: signInSettingsAnswerSchema } } },
    async (request) => {
      requireAllowed(request, "signIn.settings");
      return answer();
    },
  );

  api.put(
    "/api/sign-in-settings",
    { schema: { body: signInSettingsSchema, response: { 200: signInSettingsAnswerSchema } } },
    async (request) => {
      const actor = requireAllowed(request, "signIn.settings");
      const settings = request.body;
      // Required single sign-on without a provider would lock those accounts out.
      if (settings.ssoDomains.length > 0 && !ctx.config.oidc) {
        throw badRequest(NO_PROVIDER, { ssoDomains: NO_PROVIDER });
      }
      await ctx.db.transaction(async (tx) => {
        await writeSignInSettings(tx, settings);
        await recordAudit(tx, {
          action: "sign-in-settings-changed",
          actor,
          ip: request.ip,
          details: {
            mfaRequiredFromLevel: settings.mfaRequiredFromLevel,
            ssoDomains: settings.ssoDomains.join(", "),
            linkByEmail: settings.linkByEmail,
          },
        });
      });
      return answer();
    },
  );
}
