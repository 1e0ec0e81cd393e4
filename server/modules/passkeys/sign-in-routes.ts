/**
 * The sign-in page's "Sign in with a passkey": options, then the answer, which starts a session
 * and answers the user as POST /api/login does. Limited per address as every sign-in route is.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountUserSchema } from "../../../core/schemas/auth";
import { authenticationOptionsSchema, passkeySignInSchema } from "../../../core/schemas/passkeys";
import type { AppContext } from "../../context";
import { completeSignIn } from "../sign-in/complete";
import { presentUser } from "../user-records/presenter";
import { passkeySignIn } from "./sign-in";

export async function passkeySignInRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signIn = passkeySignIn(ctx);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" };

  api.post(
    "/api/login/passkey/options",
    { schema: { response: { 200: authenticationOptionsSchema } }, config: { rateLimit } },
    async (request, reply) => signIn.options(request, reply),
  );

  api.post(
    "/api/login/passkey",
    { schema: { body: passkeySignInSchema, response: { 200: accountUserSchema } }, config: { rateLimit } },
    async (request, reply) => {
      const user = await signIn.verify(request, reply, request.body);
      await completeSignIn(ctx, request, reply, user, "passkey");
      return presentUser(user);
    },
  );
}
