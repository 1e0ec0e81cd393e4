/**
 * The signed-in person's own passkeys (the account page's Security tab): add one, list, rename
 * and remove them. Another account's passkey is answered as not found, never as forbidden.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageSchema } from "../../../core/schemas/api";
import {
  addPasskeySchema,
  PASSKEYS_PER_ACCOUNT_MAX,
  passkeyListSchema,
  passkeyParams,
  passkeySchema,
  registrationOptionsSchema,
  renamePasskeySchema,
} from "../../../core/schemas/passkeys";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/sessions";
import { recordAudit } from "../audit/record";
import { presentPasskey } from "./presenter";
import { passkeyRegistration } from "./registration";
import { deletePasskey, listPasskeys, renamePasskey } from "./repo";

const PASSKEY_NOT_FOUND = "Passkey not found";

export async function passkeyAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const registration = passkeyRegistration(ctx);

  api.get("/api/account/passkeys", { schema: { response: { 200: passkeyListSchema } } }, async (request) => {
    const user = requireUser(request);
    return (await listPasskeys(ctx.db, user.id, PASSKEYS_PER_ACCOUNT_MAX)).map(presentPasskey);
  });

  api.post(
    "/api/account/passkeys/options",
    { schema: { response: { 200: registrationOptionsSchema } } },
    async (request, reply) => registration.options(request, reply, requireUser(request)),
  );

  api.post(
    "/api/account/passkeys",
    { schema: { body: addPasskeySchema, response: { 201: passkeySchema } } },
    async (request, reply) => {
      const row = await registration.add(request, reply, requireUser(request), request.body);
      return reply.status(201).send(presentPasskey(row));
    },
  );

  api.patch(
    "/api/account/passkeys/:passkeyId",
    { schema: { params: passkeyParams, body: renamePasskeySchema, response: { 200: passkeySchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await renamePasskey(ctx.db, user.id, request.params.passkeyId, request.body.name);
      if (!row) throw notFound(PASSKEY_NOT_FOUND);
      return presentPasskey(row);
    },
  );

  api.delete(
    "/api/account/passkeys/:passkeyId",
    { schema: { params: passkeyParams, response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      await ctx.db.transaction(async (tx) => {
        const row = await deletePasskey(tx, user.id, request.params.passkeyId);
        if (!row) throw notFound(PASSKEY_NOT_FOUND);
        await recordAudit(tx, {
          action: "passkey-removed",
          actor: user,
          ip: request.ip,
          details: { passkeyId: row.id, name: row.name },
        });
      });
      return { message: "Passkey removed" };
    },
  );
}
