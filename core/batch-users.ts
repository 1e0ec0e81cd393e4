/**
 * Batch upload of users: the preview, the row's shape and its checks. Pure functions run by the
 * browser (preview) and again by the server (POST /api/users/bulk): a parsed sheet (header ->
 * value records) becomes rows, each row is checked with the spec's messages, and duplicates
 * inside the file are marked.
 * Cell values are only ever text: a formula such as =HYPERLINK(...) is kept as it is written.
 */
import { z } from "zod";
import { DEFAULT_ACCESS_LEVEL, MAX_LEVEL, MIN_LEVEL } from "./access";
import {
  BATCH_ORG_HEADER_ALTERNATES,
  BATCH_ORG_HEADERS,
  type BatchOrgColumns,
  type BatchOrgField,
  validateBatchOrgColumns,
} from "./batch-org-columns";
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SLUG_MAX,
  SLUG_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./limits";

export const BATCH_MAX_ROWS = 5000;
export const BATCH_MAX_BYTES = 5 * 1024 * 1024;
export const BATCH_ACCEPT = ".csv,.xlsx,.xls";
export const BATCH_TEMPLATE_FILE_NAME = "user_upload_template.csv";
export const BATCH_HEADERS = [
  "username",
  "fullName",
  "email",
  "accessLevel",
  "cardSlug",
  "password",
] as const;
type BatchField = (typeof BATCH_HEADERS)[number];
/** Every column read from a file: the user's, then the organisation's two (batch-org-columns.ts). */
const SHEET_FIELDS = [...BATCH_HEADERS, ...BATCH_ORG_HEADERS] as const;
type SheetField = BatchField | BatchOrgField;

/** Columns a file must have; accessLevel (default 1) and cardSlug (generated) may be left out. */
const BATCH_REQUIRED_HEADERS: readonly BatchField[] = ["username", "fullName", "email", "password"];

/** The spec's accepted headers and alternates. */
const BATCH_HEADER_ALTERNATES: Record<BatchField, readonly string[]> = {
  username: ["username"],
  fullName: ["fullName", "full_name"],
  email: ["email", "Email"],
  accessLevel: ["accessLevel", "access_level"],
  cardSlug: ["cardSlug", "cardslug", "card_slug"],
  password: ["password"],
};

export const BATCH_TEMPLATE_CSV = [
  BATCH_HEADERS.join(","),
  "johndoe,John Doe,john.doe@example.com,1,john-doe,changeme123",
  "janesmith,Jane Smith,jane.smith@example.com,2,,changeme456",
  "",
].join("\n");

/**
 * The template of an upload made for an organisation: the same columns and the two of the
 * organisation, naming a template and a team of its own (the examples' names are to be replaced).
 */
export const BATCH_ORG_TEMPLATE_FILE_NAME = "organisation_upload_template.csv";
export const BATCH_ORG_TEMPLATE_CSV = [
  SHEET_FIELDS.join(","),
  "johndoe,John Doe,john.doe@example.com,1,john-doe,changeme123,Staff card,Sales",
  "janesmith,Jane Smith,jane.smith@example.com,1,,changeme456,,",
  "",
].join("\n");

const BATCH_MESSAGES = {
  username: "Username must be at least 3 characters",
  usernameMax: `Username must be less than ${USERNAME_MAX} characters`,
  usernameChars: "Username may contain only letters, digits, dots, hyphens and underscores",
  email: "Invalid email format",
  fullName: "Full name must be at least 2 characters",
  fullNameMax: `Full name must be at most ${FULL_NAME_MAX} characters`,
  password: "Password must be at least 6 characters",
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  accessLevel: "Access level must be a number from 1 to 5",
  cardSlug: "Slug must be at least 3 characters",
  cardSlugMax: `Slug must be at most ${SLUG_MAX} characters`,
  cardSlugChars: "Slug may contain only lower-case letters, digits, hyphens and underscores",
  duplicateUsername: "Username appears more than once in the file",
  duplicateEmail: "Email appears more than once in the file",
  duplicateSlug: "Card slug appears more than once in the file",
  noValidUsers: "No valid users to upload",
} as const;

function batchTooManyRowsMessage(rows: number): string {
  return `The file has ${rows.toLocaleString("en-US")} users; at most ${BATCH_MAX_ROWS.toLocaleString("en-US")} can be uploaded at once.`;
}

function batchTooLargeMessage(bytes: number): string {
  const mb = (bytes / (1024 * 1024)).toFixed(1);
  return `The file is ${mb} MB; files up to ${BATCH_MAX_BYTES / (1024 * 1024)} MB can be uploaded.`;
}

/** A message when the file is over the size limit (check before parsing), else undefined. */
export function checkBatchFileSize(bytes: number): string | undefined {
  return bytes > BATCH_MAX_BYTES ? batchTooLargeMessage(bytes) : undefined;
}

/** A message when there are more rows than allowed, else undefined. */
export function checkBatchRowCount(rows: number): string | undefined {
  return rows > BATCH_MAX_ROWS ? batchTooManyRowsMessage(rows) : undefined;
}

/**
 * A row as the preview shows it and the bulk request sends it. All cells are text. The
 * organisation's columns (template, team) are there when the file has them.
 */
export interface BatchRow extends BatchOrgColumns {
  username: string;
  fullName: string;
  email: string;
  /** A number when the cell holds one (blank cells default to 1); the raw text otherwise. */
  accessLevel: number | string;
  cardSlug: string;
  password: string;
}

type BatchRowStatus = "pending" | "valid" | "invalid";

export interface CheckedBatchRow extends BatchRow {
  /** 1-based line of the sheet the row came from (the header is line 1). */
  line: number;
  status: BatchRowStatus;
  errors: string[];
  /** The errors joined with ', ' (the tooltip text); "" when valid. */
  error: string;
  /** The row repeats an earlier row's username, email or slug. */
  duplicate: boolean;
}

export type SheetRecord = Record<string, unknown>;

export interface NormalisedSheet {
  /** Set when the sheet cannot be read as users at all (no header row, missing columns, too many rows). */
  error?: string;
  rows: CheckedBatchRow[];
  /** Header that was used for each field, when present. */
  columns: Partial<Record<SheetField, string>>;
}

/** Where the rows go: an upload made for an organisation may name its templates and teams. */
export interface BatchCheckOptions {
  inOrganisation?: boolean;
}

/**
 * Text of a cell as a spreadsheet library hands it over. Strings stay as they are, numbers
 * and booleans are written out, exceljs objects (rich text, hyperlink, formula) give their
 * text; a formula gives "=" and its source, never a computed value.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (typeof v.formula === "string") return `=${v.formula}`;
    if (typeof v.sharedFormula === "string") return `=${v.sharedFormula}`;
    if (Array.isArray(v.richText))
      return v.richText.map((part) => cellText((part as { text?: unknown }).text)).join("");
    if ("text" in v) return cellText(v.text);
    if ("result" in v) return cellText(v.result);
    if ("error" in v) return cellText(v.error);
  }
  return "";
}

function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
}

const FIELD_BY_KEY = new Map<string, SheetField>();
for (const field of BATCH_HEADERS) {
  for (const alternate of BATCH_HEADER_ALTERNATES[field]) FIELD_BY_KEY.set(headerKey(alternate), field);
}
for (const field of BATCH_ORG_HEADERS) {
  for (const alternate of BATCH_ORG_HEADER_ALTERNATES[field]) FIELD_BY_KEY.set(headerKey(alternate), field);
}

/** Which accepted field a header names, or undefined. Spacing, case and underscores are ignored. */
function fieldOfHeader(header: string): SheetField | undefined {
  return FIELD_BY_KEY.get(headerKey(header));
}

function parseLevel(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === "") return DEFAULT_ACCESS_LEVEL;
  return /^\d+(\.0+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function describeHeaders(fields: readonly string[]): string {
  return fields.join(", ");
}

/**
 * Turns parsed records into checked rows. `headers` is the header row as the parser saw it
 * (papaparse `meta.fields`, the first row of an exceljs sheet); without it the records' keys
 * are used. Lines whose cells are all blank are skipped.
 */
export function normaliseSheet(
  records: readonly SheetRecord[],
  headers?: readonly string[],
  options: BatchCheckOptions = {},
): NormalisedSheet {
  const seen = headers ?? [...new Set(records.flatMap((r) => Object.keys(r)))];
  const columns: Partial<Record<SheetField, string>> = {};
  for (const header of seen) {
    const field = fieldOfHeader(String(header));
    if (field && columns[field] === undefined) columns[field] = String(header);
  }
  const found = Object.keys(columns).length;
  if (found === 0) {
    return {
      rows: [],
      columns,
      error: `The file needs a header row naming its columns: ${describeHeaders(BATCH_HEADERS)}.`,
    };
  }
  const missing = BATCH_REQUIRED_HEADERS.filter((f) => columns[f] === undefined);
  if (missing.length > 0) {
    return {
      rows: [],
      columns,
      error: `Missing required column${missing.length > 1 ? "s" : ""}: ${describeHeaders(missing)}. The header row needs ${describeHeaders(BATCH_HEADERS)}.`,
    };
  }

  const rows: BatchRow[] = [];
  const lines: number[] = [];
  records.forEach((record, i) => {
    const text = (field: SheetField) => {
      const column = columns[field];
      return column === undefined ? "" : cellText(record[column]);
    };
    const raw = Object.fromEntries(SHEET_FIELDS.map((f) => [f, text(f)])) as Record<SheetField, string>;
    if (SHEET_FIELDS.every((f) => raw[f].trim() === "")) return;
    rows.push({
      username: raw.username.trim(),
      fullName: raw.fullName.trim(),
      email: raw.email.trim(),
      accessLevel: parseLevel(raw.accessLevel),
      cardSlug: raw.cardSlug.trim(),
      password: raw.password,
      ...orgColumns(raw.template, raw.team),
    });
    lines.push(i + 2);
  });

  const tooMany = checkBatchRowCount(rows.length);
  if (tooMany) return { rows: [], columns, error: tooMany };
  return { rows: checkBatchRows(rows, lines, options), columns };
}

/** The organisation's columns of a row, trimmed, only those filled in (a plain row stays as it was). */
function orgColumns(template: string, team: string): BatchOrgColumns {
  const columns: BatchOrgColumns = {};
  if (template.trim() !== "") columns.template = template.trim();
  if (team.trim() !== "") columns.team = team.trim();
  return columns;
}

const emailFormat = z.email();
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
/** ASCII only, either case (stored lower-cased); checked as typed, so no letter can turn into another. */
const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The row's own errors: the specification's batch-row checks, the bounds the user form has, and
 * the organisation's columns' (filled only in an upload made for an organisation).
 */
export function validateBatchRow(row: BatchRow, options: BatchCheckOptions = {}): string[] {
  const errors: string[] = [];
  const username = String(row.username ?? "").trim();
  if (username.length < USERNAME_MIN) errors.push(BATCH_MESSAGES.username);
  else if (username.length > USERNAME_MAX) errors.push(BATCH_MESSAGES.usernameMax);
  else if (!USERNAME_PATTERN.test(username)) errors.push(BATCH_MESSAGES.usernameChars);

  const email = String(row.email ?? "").trim();
  if (!email.includes("@") || email.length > EMAIL_MAX || !emailFormat.safeParse(email).success) {
    errors.push(BATCH_MESSAGES.email);
  }

  const fullName = String(row.fullName ?? "").trim();
  if (fullName.length < 2) errors.push(BATCH_MESSAGES.fullName);
  else if (fullName.length > FULL_NAME_MAX) errors.push(BATCH_MESSAGES.fullNameMax);

  const password = String(row.password ?? "");
  if (password.length < PASSWORD_MIN) errors.push(BATCH_MESSAGES.password);
  else if (password.length > PASSWORD_MAX) errors.push(BATCH_MESSAGES.passwordMax);

  const level = row.accessLevel;
  if (typeof level !== "number" || !Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    errors.push(BATCH_MESSAGES.accessLevel);
  }

  const slug = String(row.cardSlug ?? "").trim();
  if (slug !== "") {
    if (slug.length < SLUG_MIN) errors.push(BATCH_MESSAGES.cardSlug);
    else if (slug.length > SLUG_MAX) errors.push(BATCH_MESSAGES.cardSlugMax);
    else if (!SLUG_PATTERN.test(slug)) errors.push(BATCH_MESSAGES.cardSlugChars);
  }
  errors.push(...validateBatchOrgColumns(row, options.inOrganisation ?? false));
  return errors;
}

/**
 * Checks each row and marks later repeats of a username, email (both case-insensitive) or
 * card slug as duplicates; the first occurrence stays valid.
 */
export function checkBatchRows(
  rows: readonly BatchRow[],
  lines?: readonly number[],
  options: BatchCheckOptions = {},
): CheckedBatchRow[] {
  const usernames = new Set<string>();
  const emails = new Set<string>();
  const slugs = new Set<string>();
  return rows.map((row, i) => {
    const errors = validateBatchRow(row, options);
    const username = String(row.username ?? "")
      .trim()
      .toLowerCase();
    const email = String(row.email ?? "")
      .trim()
      .toLowerCase();
    const slug = String(row.cardSlug ?? "")
      .trim()
      .toLowerCase();
    let duplicate = false;
    if (username && usernames.has(username)) {
      errors.push(BATCH_MESSAGES.duplicateUsername);
      duplicate = true;
    }
    if (email && emails.has(email)) {
      errors.push(BATCH_MESSAGES.duplicateEmail);
      duplicate = true;
    }
    if (slug && slugs.has(slug)) {
      errors.push(BATCH_MESSAGES.duplicateSlug);
      duplicate = true;
    }
    if (username) usernames.add(username);
    if (email) emails.add(email);
    if (slug) slugs.add(slug);
    return {
      ...row,
      line: lines?.[i] ?? i + 2,
      status: errors.length === 0 ? "valid" : "invalid",
      errors,
      error: errors.join(", "),
      duplicate,
    };
  });
}

/** The rows to send: only valid ones, without the preview's bookkeeping. */
export function validBatchRows(rows: readonly CheckedBatchRow[]): BatchRow[] {
  return rows
    .filter((r) => r.status === "valid")
    .map(({ username, fullName, email, accessLevel, cardSlug, password, template, team }) => ({
      username,
      fullName,
      email,
      accessLevel,
      cardSlug,
      password,
      ...orgColumns(template ?? "", team ?? ""),
    }));
}

/** The preview's count line: users found, valid, invalid. */
export function batchCounts(rows: readonly CheckedBatchRow[]): {
  total: number;
  valid: number;
  invalid: number;
} {
  const valid = rows.filter((r) => r.status === "valid").length;
  return { total: rows.length, valid, invalid: rows.length - valid };
}

/**
 * A row of a bulk request body as the server receives it (any JSON), made into a BatchRow:
 * text fields as text (never evaluated), the level as the preview reads it.
 */
export function coerceBatchRow(value: unknown): BatchRow {
  const v = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const text = (x: unknown) => (typeof x === "object" && x !== null ? "" : cellText(x));
  const level = v.accessLevel;
  return {
    username: text(v.username).trim(),
    fullName: text(v.fullName).trim(),
    email: text(v.email).trim(),
    accessLevel: typeof level === "number" ? level : parseLevel(text(level)),
    cardSlug: text(v.cardSlug).trim().toLowerCase(),
    password: text(v.password),
    ...orgColumns(text(v.template), text(v.team)),
  };
}
