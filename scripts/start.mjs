/**
 * `npm start`: builds the web app and the server when the sources changed since the last build
 * (or there is none), then runs the compiled server in this same process. On an unchanged
 * checkout a restart goes straight to the server.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PROJECT_ROOT } from "./build-fingerprint.mjs";
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
await import(pathToFileURL(join(PROJECT_ROOT, "dist", "server", "index.js")).href);
