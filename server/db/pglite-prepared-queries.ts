/**
 * drizzle's own queries on PGlite, planned once. PGlite's `query()` sends every
 * statement by the extended protocol under the unnamed statement: six trips into PostgreSQL's
 * WebAssembly, and the text parsed, analysed and planned each time. Traced on a durable on-disk
 * database, a card's save spent 5.5 ms in PGlite, 1.9 ms of it on the session's lookup (parse
 * 0.8 ms, bind and plan 0.7 ms) that every signed-in request makes.
 *
 * So a statement drizzle sends outside a transaction is PREPAREd once, under the name rows()
 * would give its text (prepared-statement.ts: one budget of names and one PREPARE per text for
 * both), and then EXECUTEd with its values written as literals (sql-literal.ts) by the simple
 * protocol, which answers with the same rows, fields and counts. It goes the usual way when
 * - PREPARE does not take its text, or the budget is spent;
 * - a value has no exact literal (a Date, an object, bytes, a bigint);
 * - a number is given for a date or time parameter: PGlite reads it as milliseconds since
 *   1970, a literal would be refused;
 * - its PREPARE failed: the usual way then reports the statement's own error;
 * - options other than drizzle's (row mode, parsers) come with it.
 *
 * Inside a transaction statements always go the usual way: a PREPARE failing there would
 * abort the transaction.
 */
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { preparedNameFor, prepareInPglite } from "./prepared-statement";
import { NotLiteralError, sqlLiteral } from "./sql-literal";

type Query = PGlite["query"];

/** Parameter types PGlite's serializers turn a number into a date for. */
const DATE_TYPE = /^(date|timestamp)/;
const DRIZZLE_OPTIONS = new Set(["rowMode", "parsers"]);

/** Per client and statement name: its parameters' types, once prepared; undefined if PREPARE failed. */
const parameterTypes = new WeakMap<PGlite, Map<string, Promise<string[] | undefined>>>();

function typesOf(client: PGlite, query: Query, name: string, text: string): Promise<string[] | undefined> {
  let known = parameterTypes.get(client);
  if (!known) {
    known = new Map();
    parameterTypes.set(client, known);
  }
  let types = known.get(name);
  if (!types) {
    types = prepareInPglite(client, name, text).then(
      async () => {
        // The usual way: this lookup is not to be prepared in turn.
        const found = await query<{ types: string[] }>(
          "select parameter_types::text[] as types from pg_prepared_statements where name = $1",
          [name],
        );
        return found.rows[0]?.types ?? [];
      },
      () => undefined,
    );
    known.set(name, types);
  }
  return types;
}

const holdsNumber = (value: unknown): boolean =>
  typeof value === "number" || (Array.isArray(value) && value.some(holdsNumber));

/** `EXECUTE name(values)`, or undefined when a value cannot be written as its literal. */
function executeText(name: string, params: unknown[], types: string[]): string | undefined {
  try {
    const values = params.map((value, index) => {
      if (holdsNumber(value) && DATE_TYPE.test(types[index] ?? ""))
        throw new NotLiteralError("a date given as a number");
      return sqlLiteral(value);
    });
    return values.length > 0 ? `execute ${name}(${values.join(", ")})` : `execute ${name}`;
  } catch (error) {
    if (error instanceof NotLiteralError) return undefined;
    throw error;
  }
}

/**
 * `query` (the client's own, answering as the client does), taking the prepared way where it
 * can. `owner` is the client drizzle is given: the names and PREPAREs are counted on it, as
 * rows() counts them.
 */
export function preparingQuery(owner: () => PGlite, query: Query): Query {
  return (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const usual = () => query<T>(text, params, options);
    if (options && Object.keys(options).some((key) => !DRIZZLE_OPTIONS.has(key))) return usual();
    const client = owner();
    const name = preparedNameFor(client, text);
    if (!name) return usual();
    const types = await typesOf(client, query, name, text);
    const run = types && executeText(name, params, types);
    if (!run) return usual();
    const [result] = await client.exec(run, options);
    return result as Results<T>;
  }) as Query;
}
