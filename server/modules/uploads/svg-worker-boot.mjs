// Entry of the SVG worker process (svg-worker-pool.ts). A forked process does not inherit
// tsx's loader from the server (nor from the test runner), so register it here, then load
// the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./svg-worker.ts");
