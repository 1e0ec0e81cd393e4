/** The access policy (core/policy.ts) on the server: a denial becomes 403 with its text. */
import { type Action, type Actor, authorize, type SubjectArgs } from "../../core/policy";
import { forbidden } from "./http-error";

export function enforce<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): void {
  const denial = authorize(actor, action, ...subject);
  if (denial !== undefined) throw forbidden(denial);
}
