/**
 * `npm run bench`: runs every benchmark in bench/ (files named *.bench.ts) one after the
 * other and prints their figures. Benchmarks report; they never pass or fail on time.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".bench.ts") && (!only || name.includes(only)))
  .sort();

for (const file of files) {
  console.log(`\n### ${file}`);
  const module = (await import(pathToFileURL(`${dir}${file}`).href)) as { run: () => Promise<void> };
  await module.run();
}
