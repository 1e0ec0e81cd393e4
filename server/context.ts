import type { Coordinator } from "./cluster/coordinator";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Mailer } from "./lib/mailer";
import type { FileStorage } from "./lib/storage/file-storage";

/** What the modules need from the application, handed to each at registration. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Uploaded files (UPLOADS_DIR on the local disk, or an S3-compatible bucket). */
  storage: FileStorage;
  /** What this process and the installation's others tell each other (server/cluster/). */
  coordinator: Coordinator;
}
