/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time per
 * function and per package (node_modules/<name>, node's own internals, the app's files), as
 * shares of all samples. Used by bench/profile.ts.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  percent: number;
}

/** Where a function lives: its package, node itself, or the app's own file. */
function placeOf(url: string): string {
  if (!url) return "(native / idle / gc)";
  if (url.startsWith("node:")) return "node internals";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  const inApp = /\/(server|core)\/(.+)$/.exec(url);
  return inApp ? `${inApp[1]}/${inApp[2]}` : url;
}

function top(totals: Map<string, number>, all: number, count: number): Share[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => ({ name, percent: Number(((100 * time) / all).toFixed(1)) }));
}

/**
 * `window` (µs) keeps only the samples of the profile's last `window` microseconds, i.e. the
 * load the profiler applied just before the process exited, not its start-up.
 */
export function summariseCpuProfile(
  file: string,
  options: { count?: number; window?: { fromEndUs: number; lengthUs: number } } = {},
): { functions: Share[]; places: Share[] } {
  const count = options.count ?? 25;
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const from = options.window ? total - options.window.fromEndUs : 0;
  const to = options.window ? from + options.window.lengthUs : total;
  let clock = 0;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const time = profile.timeDeltas[index] ?? 0;
    clock += time;
    if (clock < from || clock > to) return;
    const frame = byId.get(id)!.callFrame;
    const place = placeOf(frame.url);
    const name = `${frame.functionName || "(anonymous)"} ${place}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
    places.set(place, (places.get(place) ?? 0) + time);
    all += time;
  });
  return { functions: top(functions, all, count), places: top(places, all, count) };
}
