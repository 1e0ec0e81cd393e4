/**
 * Where the end-to-end server listens and writes, shared by playwright.config.ts, the
 * server launcher and the specs (each runs in its own process, so these are constants).
 */
import { fileURLToPath } from "node:url";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The origin the browser uses; the server's APP_URL is set to it so mailed links match. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Scratch space of a run (git-ignored through the `.tmp/` pattern). */
export const E2E_TMP_DIR = fileURLToPath(new URL("../.tmp/", import.meta.url));
/** The server's JSON log: the password-reset mails are read from it. */
export const SERVER_LOG_FILE = `${E2E_TMP_DIR}server.log`;
export const WEB_DIST_INDEX = fileURLToPath(new URL("../../web/dist/index.html", import.meta.url));
