// Entry of the SVG worker thread (svg-worker-pool.ts). Worker threads do not inherit tsx's
// loader from the main thread (nor from the test runner), so register it here, then load
// the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./svg-worker.ts");
