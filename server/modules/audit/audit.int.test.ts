/**
 * The audit trail (decision 033): what is recorded (sign-ins, administrative actions), who may
 * read it, its filters and pages, and its CSV export; and the sign-in settings it records.
 */
import { describe, expect, it } from "vitest";
import { AUDIT_DENIAL, SIGN_IN_SETTINGS_DENIAL } from "../../../core/policy";
import { MAX_ID } from "../../../core/schemas/ids";
import { testAppPerFile } from "../../test/test-app-per-file";
import { recordAudit } from "./record";

const t = testAppPerFile();

interface Page {
  events: {
    action: string;
    outcome: string;
    method: string | null;
    actorName: string | null;
    subjectName: string | null;
    address: string | null;
    details: Record<string, unknown>;
  }[];
  nextBefore: number | null;
}

const read = async (session: string, query = "") => {
  const response = await t.request({ method: "GET", url: `/api/audit-events${query}`, session });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

describe("the audit trail", () => {
  it("records sign-ins, failed ones under the typed name, with the address anonymised", async () => {
    const admin = await t.signedInUser(5, "auditor");
    const { user, password } = await t.createUser({ username: t.uniqueName("watched") });
    await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password: "wrong" },
      remoteAddress: "203.0.113.77",
    });
    await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: "nobody-at-all", password: "x" },
    });
    await t.request({ method: "POST", url: "/api/login", body: { username: user.username, password } });
    const page = await read(admin.session, `?person=${user.username}`);
    expect(page.events.map((e) => [e.action, e.outcome, e.method, e.subjectName ?? e.actorName])).toEqual([
      ["sign-in", "success", "password", user.username],
      ["sign-in", "failure", "password", user.username],
    ]);
    expect(page.events[1]!.address).toBe("203.0.113.0");
    expect(page.events[1]!.details).toEqual({ reason: "wrong-password" });
    const unknown = await read(admin.session, "?person=nobody-at-all");
    expect(unknown.events[0]).toMatchObject({ subjectName: "nobody-at-all", outcome: "failure" });
    expect(unknown.events[0]!.details).toEqual({ reason: "unknown-account" });
  });

  it("records who created, changed, reset and deleted whom", async () => {
    const admin = await t.signedInUser(5, "boss");
    const created = await t.request({
      method: "POST",
      url: "/api/users",
      session: admin.session,
      body: {
        username: t.uniqueName("hired"),
        email: `${t.uniqueName("hired")}@example.test`,
        fullName: "Hired Person",
        password: "secret-pw",
        accessLevel: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, username } = created.json() as { id: number; username: string };
    const patch = (body: unknown) =>
      t.request({ method: "PATCH", url: `/api/users/${id}`, session: admin.session, body });
    expect((await patch({ accessLevel: 3 })).statusCode).toBe(200);
    expect((await patch({ password: "another-pw-1" })).statusCode).toBe(200);
    expect(
      (await t.request({ method: "DELETE", url: `/api/users/${id}`, session: admin.session })).statusCode,
    ).toBe(200);
    const page = await read(admin.session, `?person=${username}`);
    expect(page.events.map((e) => [e.action, e.actorName, e.subjectName])).toEqual([
      ["user-deleted", admin.user.username, username],
      ["password-reset", admin.user.username, username],
      ["level-changed", admin.user.username, username],
      ["user-created", admin.user.username, username],
    ]);
    expect(page.events[2]!.details).toEqual({ from: 1, to: 3 });
    const changes = await read(admin.session, `?person=${username}&action=level-changed`);
    expect(changes.events).toHaveLength(1);
  });

  it("records a batch upload as one event with its count", async () => {
    const admin = await t.signedInUser(5, "uploader");
    const rows = [1, 2].map(() => {
      const username = t.uniqueName("batch");
      return { username, email: `${username}@example.test`, fullName: "Batch Person", password: "secret-pw" };
    });
    const upload = await t.request({
      method: "POST",
      url: "/api/users/bulk",
      body: { users: rows },
      session: admin.session,
    });
    expect(upload.statusCode).toBe(200);
    const page = await read(admin.session, `?person=${admin.user.username}&action=user-created`);
    expect(page.events.map((e) => e.details)).toEqual([{ count: 2, upload: true }]);
  });

  it("is for level 5 only, and checks its filters", async () => {
    expect((await t.request({ method: "GET", url: "/api/audit-events" })).statusCode).toBe(401);
    for (const level of [1, 4]) {
      const { session } = await t.signedInUser(level);
      const response = await t.request({ method: "GET", url: "/api/audit-events", session });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(AUDIT_DENIAL);
      const csv = await t.request({ method: "GET", url: "/api/audit-events/export", session });
      expect(csv.statusCode).toBe(403);
    }
    const admin = await t.signedInUser(5);
    for (const query of [
      "?action=made-up",
      "?from=yesterday",
      "?to=2026-13-45",
      `?person=${"x".repeat(101)}`,
      `?before=${"9".repeat(30)}`,
      "?before=0",
    ]) {
      const response = await t.request({
        method: "GET",
        url: `/api/audit-events${query}`,
        session: admin.session,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const far = await t.request({
      method: "GET",
      url: `/api/audit-events?before=${MAX_ID}`,
      session: admin.session,
    });
    expect(far.statusCode).toBe(200);
  });

  it("pages newest first, and filters by time", async () => {
    const admin = await t.signedInUser(5, "pager");
    const name = t.uniqueName("paged");
    for (let i = 0; i < 55; i++) {
      await recordAudit(t.db, { action: "sign-in", outcome: "failure", subject: { name }, details: { i } });
    }
    const first = await read(admin.session, `?person=${name}`);
    expect(first.events).toHaveLength(50);
    expect(first.events[0]!.details).toEqual({ i: 54 });
    const second = await read(admin.session, `?person=${name}&before=${first.nextBefore}`);
    expect(second.events.map((e) => e.details.i)).toEqual([4, 3, 2, 1, 0]);
    expect(second.nextBefore).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(admin.session, `?person=${name}&from=${today}&to=${today}`)).events).toHaveLength(50);
    expect((await read(admin.session, `?person=${name}&to=2000-01-01`)).events).toHaveLength(0);
  });

  it("exports the filtered events as CSV, with formulas neutralised", async () => {
    const admin = await t.signedInUser(5, "exporter");
    await recordAudit(t.db, { action: "sign-in", outcome: "failure", subject: { name: "=HYPERLINK(1)" } });
    const response = await t.request({
      method: "GET",
      url: "/api/audit-events/export?person=hyperlink",
      session: admin.session,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Time (UTC)","Action","Outcome","Method","By","Whom","Address","Details"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Sign-in","failure","","","'=HYPERLINK(1)"`);
  });
});

describe("sign-in settings", () => {
  it("are read and changed by level 5, audited, and checked", async () => {
    const admin = await t.signedInUser(5, "settings");
    // Signed in before a second step is required of its level.
    const editor = await t.signedInUser(4);
    const get = await t.request({ method: "GET", url: "/api/sign-in-settings", session: admin.session });
    expect(get.json()).toEqual({
      mfaRequiredFromLevel: null,
      ssoDomains: [],
      linkByEmail: false,
      ssoConfigured: false,
    });
    const put = (body: unknown, session = admin.session) =>
      t.request({ method: "PUT", url: "/api/sign-in-settings", session, body });
    const saved = await put({ mfaRequiredFromLevel: 4, ssoDomains: [], linkByEmail: true });
    expect(saved.json()).toEqual({
      mfaRequiredFromLevel: 4,
      ssoDomains: [],
      linkByEmail: true,
      ssoConfigured: false,
    });
    const page = await read(admin.session, "?action=sign-in-settings-changed");
    expect(page.events[0]).toMatchObject({ actorName: admin.user.username });
    // Without a provider, no domain may require single sign-on.
    const sso = await put({ mfaRequiredFromLevel: null, ssoDomains: ["example.com"], linkByEmail: false });
    expect(sso.statusCode).toBe(400);
    expect(sso.json().fields.ssoDomains).toMatch(/not set up/);
    for (const body of [
      { mfaRequiredFromLevel: 6, ssoDomains: [], linkByEmail: false },
      { mfaRequiredFromLevel: null, ssoDomains: ["not a domain"], linkByEmail: false },
      {
        mfaRequiredFromLevel: null,
        ssoDomains: Array.from({ length: 51 }, (_, i) => `d${i}.example`),
        linkByEmail: false,
      },
      { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: "yes" },
    ]) {
      expect((await put(body)).statusCode).toBe(400);
    }
    const denied = await put(
      { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: false },
      editor.session,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(SIGN_IN_SETTINGS_DENIAL);
    await put({ mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: false });
  });
});
