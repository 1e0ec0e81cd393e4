/**
 * Where uploaded files live, by name. The server only ever needs these five operations, so
 * a store other than the local disk (an S3-compatible bucket, say) implements just these.
 */
export interface FileStorage {
  /** Stores `bytes` under `name`, replacing any file of that name; readers never see half a file. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored name (the orphan sweep compares them with the database). */
  list(): AsyncIterable<string>;
}

/**
 * Names a store accepts: one path segment of letters, digits, "_" and "-" with at most one
 * extension, never starting with a dot. Nothing that could leave the store's folder or name
 * a hidden or temporary file.
 */
const STORABLE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}(\.[A-Za-z0-9]{1,10})?$/;

export function isStorableName(name: string): boolean {
  return STORABLE_NAME.test(name);
}

export class InvalidFileNameError extends Error {
  constructor(name: string) {
    super(`Not a storable file name: ${JSON.stringify(name.slice(0, 80))}`);
  }
}
