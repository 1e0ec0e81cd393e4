import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Mailer } from "./lib/mailer";

/** What the modules need from the application, handed to each at registration. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
}
