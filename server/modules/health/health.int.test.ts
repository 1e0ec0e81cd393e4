/** Liveness and readiness probes for orchestrators and load balancers. */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";

const t = testAppPerFile();

describe("health probes", () => {
  it("GET /healthz answers 200 while the process runs", async () => {
    const response = await t.request({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 200 while the database answers", async () => {
    const response = await t.request({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  // Last in this file: it closes the database under the running app.
  it("GET /readyz answers 503 once the database is gone, while /healthz still answers", async () => {
    await t.database.close();
    const ready = await t.request({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", message: "The database is not reachable." });
    expect((await t.request({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});
