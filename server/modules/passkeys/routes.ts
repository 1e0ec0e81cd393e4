/** Passkeys (decision 033 item 3): the account's own, and signing in with one. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { passkeyAccountRoutes } from "./account-routes";
import { passkeySignInRoutes } from "./sign-in-routes";

export async function passkeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await passkeyAccountRoutes(app, ctx);
  await passkeySignInRoutes(app, ctx);
}
