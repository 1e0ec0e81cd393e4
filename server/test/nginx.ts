/**
 * nginx in front of several server processes, as docs/deployment.md configures it, for the
 * scale-out and forged-address tests and the bench: Debian's binary (scripts/ensure-nginx.sh),
 * a configuration written to a temporary folder, run in the foreground on a free loopback port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const DEPLOYMENT_SITE = fileURLToPath(new URL("../../docs/nginx/cardfolio.conf", import.meta.url));

export interface RunningNginx {
  url: string;
  /** The error log, for a failing test's report. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * The `http` block around docs/nginx/cardfolio.conf (the deployment guide's site, used as it is
 * there), with the upstream's servers and the listening port filled in.
 */
function configuration(dir: string, port: number, upstreams: string[]): string {
  const site = readFileSync(DEPLOYMENT_SITE, "utf8")
    .replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, "")
    .replace(
      "upstream cardfolio {",
      `upstream cardfolio {\n${upstreams.map((u) => `  server ${u};`).join("\n")}`,
    )
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:\d+;\n/m, "");
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    // As root, workers would otherwise run as `nobody`, who cannot write the temporary folder.
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes 1;",
    `pid ${join(dir, "nginx.pid")};`,
    `error_log ${join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    // For the tests only: which process answered (a production site need not tell anyone).
    "  add_header X-Upstream $upstream_addr always;",
    `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
    site,
    "}",
  ].join("\n");
}

export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "cardfolio-nginx-"));
  const port = await freePort();
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, configuration(dir, port, upstreams));
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const errors = () => {
    try {
      return readFileSync(join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errors();
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode}: ${log}`);
    }
    try {
      await fetch(`${url}/nginx-health`);
      return { url, errors, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer at ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
