/**
 * negotiator 1.x ships no types, and @types/negotiator describes 0.6, which lacks the
 * `preferred` option that breaks ties between equally accepted encodings. Only what we use.
 */
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` the request accepts; ties go to the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
