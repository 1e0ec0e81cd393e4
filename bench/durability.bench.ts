/**
 * What durable commits cost on the embedded database (decision 005): sequential single-row
 * insert transactions on an on-disk PGlite, as the server opened it before (fsync on, but
 * no sync ever reaching the OS) and as it opens it now (each commit synced on the host).
 * Reports only; never fails on time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDurablePglite } from "../server/db/pglite-durability";
import { hostFsync } from "../server/db/pglite-host-fsync";
import { answeringWhenSynced } from "../server/db/pglite-synced-client";
import { percentile } from "./support";

const WARM_UP = 100;
const COMMITS = 2000;

interface Setup {
  label: string;
  /** `statements`: the client the inserts go through, as the app's; `client` otherwise. */
  open: (
    dir: string,
  ) => Promise<{ client: PGlite; statements?: PGlite; hostSyncs: () => number | undefined }>;
}

const setups: Setup[] = [
  {
    label: "before: fsync on, no host sync (PGlite's start parameters less -F)",
    open: async (dir) => ({
      client: await PGlite.create({
        dataDir: dir,
        startParams: PGlite.defaultStartParams.filter((param) => param !== "-F"),
      }),
      hostSyncs: () => undefined,
    }),
  },
  {
    label: "after: host fsync per commit, off the event loop (openDurablePglite, answeringWhenSynced)",
    open: async (dir) => {
      const hook = hostFsync();
      const client = await openDurablePglite(dir, { hook });
      return { client, statements: answeringWhenSynced(client, hook.flush), hostSyncs: () => hook.calls };
    },
  },
];

async function measure(setup: Setup): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "cardfolio-bench-durability-"));
  const { client, statements = client, hostSyncs } = await setup.open(join(dir, "pglite"));
  try {
    await statements.exec(
      "create table events (id serial primary key, card_id integer not null, at timestamptz)",
    );
    const insert = () => statements.query("insert into events (card_id, at) values ($1, now())", [1]);
    for (let i = 0; i < WARM_UP; i++) await insert();

    const syncsBefore = hostSyncs();
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      const at = performance.now();
      await insert();
      latencies.push(performance.now() - at);
    }
    const seconds = (performance.now() - started) / 1000;
    const syncsAfter = hostSyncs();
    latencies.sort((a, b) => a - b);
    const syncs =
      syncsBefore === undefined || syncsAfter === undefined
        ? "no host syncs"
        : `${((syncsAfter - syncsBefore) / COMMITS).toFixed(2)} host syncs per commit`;
    console.log(
      `${setup.label}: ${Math.round(COMMITS / seconds)} commits/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, ${syncs}`,
    );
  } finally {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(`${COMMITS} sequential single-row insert transactions on an on-disk PGlite (${tmpdir()})`);
  for (const setup of setups) await measure(setup);
}
