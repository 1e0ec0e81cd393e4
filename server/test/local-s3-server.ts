/**
 * An S3-compatible server on a free loopback port for tests: s3rver (the S3 REST API, objects
 * in a temporary folder) in a child process, with one empty bucket. The real AWS SDK talks to
 * it as to AWS; only the address differs. s3rver checks the access key, not the signature.
 *
 * A child process, not in-process: s3rver encrypts list continuation tokens with DES, which
 * OpenSSL 3 keeps behind the legacy provider, a switch only a process's start can turn on.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver's fixed credentials. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The environment a server process needs to store its uploads here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const S3RVER_BIN = fileURLToPath(new URL("../../node_modules/s3rver/bin/s3rver.js", import.meta.url));
const START_TIMEOUT_MS = 15_000;

async function waitUntilAnswering(endpoint: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with code ${child.exitCode}`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`s3rver did not answer at ${endpoint} within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startLocalS3Server(bucket = "cardfolio-uploads"): Promise<LocalS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "cardfolio-s3-"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      S3RVER_BIN,
      ...["--directory", directory, "--address", "127.0.0.1", "--port", String(port)],
      ...(process.env.S3RVER_LOG === "1" ? [] : ["--silent"]),
      ...["--configure-bucket", bucket],
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(endpoint, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    bucket,
    region: "us-east-1",
    credentials,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: stop,
  };
}
