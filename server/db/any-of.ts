/**
 * `column = any($1::type[])`: a column compared with a list of values of any length, as one
 * bound array. drizzle's `inArray` spells the list out, `in ($1, $2, …)`, a new statement text
 * for each length: each one is prepared under a name of its own and takes one of the 500 names
 * a database keeps (prepared-statement.ts), and once they are spent every new statement runs
 * unprepared. With one array the text is the same whatever the length. An empty list matches
 * nothing, as `inArray` with an empty list does.
 */
import { is, type SQL, sql } from "drizzle-orm";
import { PgColumn } from "drizzle-orm/pg-core";

/** A serial column's values are of the integer type it is made of; an array of "serial" does not exist. */
const SERIAL_TYPES: Record<string, string> = {
  smallserial: "smallint",
  serial: "integer",
  bigserial: "bigint",
};

/** The element type of the array `column` is compared with: the column's own type. */
export function arrayElementType(column: PgColumn): string {
  const type = column.getSQLType();
  return SERIAL_TYPES[type] ?? type;
}

/** `column` is one of `values` (each made what the column stores, as drizzle does for one value). */
export function anyOf<TColumn extends PgColumn>(
  column: TColumn,
  values: readonly TColumn["_"]["data"][],
): SQL;
/** `expression` (of no column's type, say `lower(email)`) is one of `values`, an array of `elementType`. */
export function anyOf<T>(expression: SQL<T>, values: readonly T[], elementType: string): SQL;
export function anyOf(target: PgColumn | SQL, values: readonly unknown[], elementType?: string): SQL {
  if (is(target, PgColumn)) {
    const stored = values.map((value) => target.mapToDriverValue(value));
    return sql`${target} = any(${sql.param(stored)}::${sql.raw(arrayElementType(target))}[])`;
  }
  if (!elementType || !/^[a-z][a-z0-9_ ]*(\(\d+\))?$/.test(elementType)) {
    throw new Error(`Not an element type for anyOf: ${elementType}`);
  }
  return sql`${target} = any(${sql.param([...values])}::${sql.raw(elementType)}[])`;
}
