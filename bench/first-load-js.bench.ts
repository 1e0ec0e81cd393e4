/**
 * First-load JavaScript of the app's pages (first-load-js.ts): the landing page and the sign-in
 * page signed out, the dashboard signed in as an administrator with a typical card; every script
 * file each fetched, compressed as sent, and any console errors. Target: `/` and `/auth` at most
 * 100 KB each. Reports only; never fails.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { type FirstLoad, kilobytes, measureFirstLoad } from "./first-load-js";
import { startBenchServer } from "./support";
import { adminCookies, seedTypicalCard } from "./typical-card";

const WEB_DIST = resolve("web/dist");
/** The signed-out pages held to the budget. */
const BUDGETED_ROUTES = ["/", "/auth"];
const FIRST_LOAD_BUDGET_KB = 100;

export async function run(): Promise<void> {
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" });
  const server = await startBenchServer({ WEB_DIST_DIR: WEB_DIST, PASSWORD_SCRYPT_LOG_N: "12" });
  try {
    await seedTypicalCard(server.url);
    const cookies = await adminCookies(server.url);
    const loads = [
      ...(await measureFirstLoad(server.url, BUDGETED_ROUTES)),
      ...(await measureFirstLoad(server.url, ["/dashboard"], { cookies })),
    ];
    for (const load of loads) report(load);
  } finally {
    await server.close();
  }
}

function report(load: FirstLoad): void {
  const budget = BUDGETED_ROUTES.includes(load.route)
    ? ` (budget ${FIRST_LOAD_BUDGET_KB} KB: ${load.encodedBytes <= FIRST_LOAD_BUDGET_KB * 1024 ? "met" : "NOT met"})`
    : "";
  console.log(
    `GET ${load.route}: first-load JS ${kilobytes(load.encodedBytes)} KB compressed in ${load.scripts.length} file(s)${budget}`,
  );
  for (const script of load.scripts) {
    console.log(
      `  ${kilobytes(script.encodedBytes).padStart(6)} KB ${script.encoding.padEnd(8)} ${script.path}`,
    );
  }
  for (const error of load.consoleErrors) console.log(`  console error: ${error}`);
}
