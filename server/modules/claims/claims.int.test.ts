/**
 * Claim links (decision 032): an organisation's owners and admins invite someone without an
 * account; the person gets an account with no password, a membership, a card (from the
 * template when one is named) and a link, mailed when a mail server is set, else shown once.
 * The link sets the password once, within its week, and signs the person in; a new link voids
 * the old; nothing is written when the invitation is refused; the organisation's links are
 * bounded per hour.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORG_MANAGE_DENIAL, ORG_OWNER_CLAIM_DENIAL, ORG_OWNER_ROLE_DENIAL } from "../../../core/policy";
import { rows } from "../../db/rows";
import type { Mail } from "../../lib/mailer";
import { createTestApp, type SignedInUser, sessionTokenOf, type TestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { orgTestKit } from "../organizations/org-test-kit";

const t = testAppPerFile();
const { call, organization } = orgTestKit(t);

const GONE = "This link has expired or has already been used.";
const TEMPLATE = { name: "Staff", fields: { company: "Acme Ltd" }, locked: ["company"] };
const TOKEN_IN_URL = /^http:\/\/cards\.test\/claim\/([A-Za-z0-9_-]{43})$/;

/** The same app with a mail server set; `failing`: one whose mails all fail. */
let mailing: TestApp;
let failingMail: TestApp;
beforeAll(async () => {
  const smtp = { SMTP_URL: "smtp://mail.cards.test:25" };
  mailing = await createTestApp(smtp, { sharingDatabaseOf: t });
  failingMail = await createTestApp(smtp, {
    sharingDatabaseOf: t,
    mailer: {
      send: async () => {
        throw new Error("mail server down");
      },
    },
  });
});
afterAll(async () => {
  await mailing?.close();
  await failingMail?.close();
});

function newcomer(prefix = "new") {
  const username = t.uniqueName(prefix);
  return { username, fullName: `Nia ${username}`, email: `${username}@people.test` };
}

const invite = (who: SignedInUser | undefined, orgId: number, body: object, app: TestApp = t) =>
  app.request({ method: "POST", url: `/api/organizations/${orgId}/claims`, body, session: who?.session });

const reissue = (who: SignedInUser | undefined, orgId: number, userId: number, app: TestApp = t) =>
  app.request({
    method: "POST",
    url: `/api/organizations/${orgId}/members/${userId}/claim`,
    session: who?.session,
  });

const view = (token: string) => call(undefined, "GET", `/api/claims/${token}`);
const claim = (token: string, password = "claimed-secret-1") =>
  call(undefined, "POST", `/api/claims/${token}`, { password });

function tokenOf(claimUrl: unknown): string {
  const match = TOKEN_IN_URL.exec(String(claimUrl));
  expect(match, String(claimUrl)).not.toBeNull();
  return match![1]!;
}

async function members(who: SignedInUser, orgId: number) {
  const page = await call(who, "GET", `/api/organizations/${orgId}/members?limit=500`);
  expect(page.statusCode).toBe(200);
  return page.json().members as {
    userId: number;
    username: string;
    pending: boolean;
    role: string;
    teamId: number | null;
  }[];
}

async function countOf(table: "users" | "business_cards" | "claim_links" | "organization_members") {
  const [row] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(row!.n);
}

/** An organisation with an admin and a member, a team and a template locking the company. */
async function setUp() {
  const org = await organization();
  const team = await call(org.root, "POST", `/api/organizations/${org.orgId}/teams`, { name: "Field" });
  const template = await call(org.admin, "POST", `/api/organizations/${org.orgId}/templates`, TEMPLATE);
  expect(template.statusCode).toBe(201);
  return { ...org, teamId: team.json().id as number, templateId: template.json().id as number };
}

/** An invitation made by an admin without a mail server, with the template: its answer and its link's token. */
async function invited() {
  const org = await setUp();
  const person = newcomer();
  const made = await invite(org.admin, org.orgId, { ...person, templateId: org.templateId });
  expect(made.statusCode, made.body).toBe(201);
  const answer = made.json() as { userId: number; cardId: number; mailed: boolean; claimUrl?: string };
  return { ...org, person, answer, token: tokenOf(answer.claimUrl) };
}

describe("inviting someone without an account", () => {
  it("makes their account, membership with role and team, their card from the template, and a link shown once", async () => {
    const { admin, orgId, templateId, person, answer, token } = await invited();
    expect(answer).toEqual({
      userId: expect.any(Number),
      cardId: expect.any(Number),
      mailed: false,
      claimUrl: expect.stringMatching(TOKEN_IN_URL),
    });
    const member = (await members(admin, orgId)).find((m) => m.userId === answer.userId);
    expect(member).toMatchObject({ username: person.username, role: "member", teamId: null, pending: true });

    const card = (await call(admin, "GET", `/api/business-cards/${answer.cardId}`)).json();
    expect(card).toMatchObject({
      userId: answer.userId,
      name: person.fullName,
      company: "Acme Ltd",
      organizationId: orgId,
      templateId,
    });
    // Only the token's SHA-256 is kept.
    const stored = await rows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from claim_links where user_id = ${answer.userId}`,
    );
    expect(stored).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex") }]);

    expect((await view(token)).json()).toEqual({
      username: person.username,
      fullName: person.fullName,
      organization: { name: expect.stringMatching(/^Org /) },
      cardSlug: card.slug,
    });
  });

  it("gives the role and team asked for, and a card of the organisation without a template", async () => {
    const org = await setUp();
    const person = newcomer("plain");
    const made = await invite(org.root, org.orgId, { ...person, role: "owner", teamId: org.teamId });
    expect(made.statusCode, made.body).toBe(201);
    const { userId, cardId } = made.json();
    expect((await members(org.root, org.orgId)).find((m) => m.userId === userId)).toMatchObject({
      role: "owner",
      teamId: org.teamId,
      pending: true,
    });
    const card = (await call(org.root, "GET", `/api/business-cards/${cardId}`)).json();
    expect(card).toMatchObject({
      userId,
      name: person.fullName,
      organizationId: org.orgId,
      templateId: null,
    });
  });

  it("signs nobody in with a password before the claim, and mails no reset link for the account", async () => {
    const { person } = await invited();
    for (const password of ["none$claim-pending", "claim-pending", "x"]) {
      const login = await call(undefined, "POST", "/api/login", { username: person.username, password });
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe("Invalid username or password");
    }
    const before = mailing.mails.length;
    const reset = await mailing.request({
      method: "POST",
      url: "/api/reset-password",
      body: { email: person.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(mailing.mails.length).toBe(before);
  });
});

describe("claiming", () => {
  it("sets the password, uses the link up, signs the person in and gives them their card", async () => {
    const { admin, orgId, person, answer, token } = await invited();
    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      id: answer.userId,
      username: person.username,
      email: person.email,
    });
    const session = sessionTokenOf(claimed);
    expect(session).toBeDefined();
    const asClaimed = (url: string) => t.request({ method: "GET", url, session });
    expect((await asClaimed("/api/user")).json().id).toBe(answer.userId);
    const cards = (await asClaimed("/api/business-cards")).json();
    expect(cards).toEqual([expect.objectContaining({ id: answer.cardId, company: "Acme Ltd" })]);
    expect((await members(admin, orgId)).find((m) => m.userId === answer.userId)?.pending).toBe(false);
    // The password now signs in.
    expect(await t.signIn(person.username, "claimed-secret-1")).toEqual(expect.any(String));
  });

  it("works once: a second claim and the page then answer 410", async () => {
    const { token, person } = await invited();
    expect((await claim(token)).statusCode).toBe(200);
    const again = await claim(token, "another-secret-2");
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(GONE);
    expect((await view(token)).statusCode).toBe(410);
    const login = await call(undefined, "POST", "/api/login", {
      username: person.username,
      password: "another-secret-2",
    });
    expect(login.statusCode).toBe(401);
  });

  it("of two claims at once, exactly one wins", async () => {
    const { token, person } = await invited();
    const answers = await Promise.all([claim(token, "first-secret-1"), claim(token, "second-secret-2")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const password = ["first-secret-1", "second-secret-2"][winner]!;
    expect(await t.signIn(person.username, password)).toEqual(expect.any(String));
  });

  it("expires: a link past its week answers 410, and a new link works", async () => {
    const { admin, orgId, answer, token } = await invited();
    await t.db.execute(
      sql`update claim_links set expires_at = now() - interval '1 second' where user_id = ${answer.userId}`,
    );
    expect((await view(token)).statusCode).toBe(410);
    const late = await claim(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(GONE);
    const fresh = await reissue(admin, orgId, answer.userId);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect((await claim(tokenOf(fresh.json().claimUrl))).statusCode).toBe(200);
  });

  it("a new link voids the old one", async () => {
    const { admin, orgId, answer, token } = await invited();
    const fresh = await reissue(admin, orgId, answer.userId);
    expect(fresh.json()).toEqual({ mailed: false, claimUrl: expect.stringMatching(TOKEN_IN_URL) });
    const newToken = tokenOf(fresh.json().claimUrl);
    expect(newToken).not.toBe(token);
    expect((await view(token)).statusCode).toBe(410);
    expect((await claim(token)).statusCode).toBe(410);
    expect((await claim(newToken)).statusCode).toBe(200);
    // Claimed: no new link, with the reason.
    const refused = await reissue(admin, orgId, answer.userId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This person has already set a password: they sign in with it, or reset it from the sign-in page.",
    );
  });

  it("stops working when the person leaves the organisation", async () => {
    const { admin, orgId, answer, token } = await invited();
    const removed = await call(admin, "DELETE", `/api/organizations/${orgId}/members/${answer.userId}`, {
      deactivate: true,
    });
    expect(removed.statusCode).toBe(200);
    expect((await view(token)).statusCode).toBe(410);
    expect((await claim(token)).statusCode).toBe(410);
  });

  it("answers 410 for an unknown token, 414 for one far too long, and checks the password's rule", async () => {
    const { token } = await invited();
    for (const unknown of ["A".repeat(43), "A", "A".repeat(100)]) {
      const answer = await view(unknown);
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toEqual({ message: GONE });
    }
    // Fastify's bound on a path parameter (100 characters) answers first.
    expect((await view("A".repeat(101))).statusCode).toBe(414);
    const short = await claim(token, "abc");
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: "Password must be at least 6 characters" });
    expect((await view(token)).statusCode).toBe(200);
  });
});

describe("mail", () => {
  it("is sent when a mail server is set, with APP_URL's link, and the link is then not shown", async () => {
    const org = await setUp();
    const person = newcomer("mailed");
    const made = await invite(org.admin, org.orgId, person, mailing);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ userId: expect.any(Number), cardId: expect.any(Number), mailed: true });
    const mail = mailing.mails.find((sent: Mail) => sent.to === person.email);
    expect(mail?.subject).toBe(`${org.org.name} made you a Cardfolio account`);
    const link = /http:\/\/cards\.test\/claim\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0];
    expect(mail?.text).toContain(`Your username is ${person.username}.`);
    expect(mail?.text).toContain("within 7 days");
    expect((await claim(tokenOf(link))).statusCode).toBe(200);
  });

  it("that fails leaves the link to be shown once instead", async () => {
    const org = await setUp();
    const made = await invite(org.admin, org.orgId, newcomer("unmailed"), failingMail);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ mailed: false, claimUrl: expect.stringMatching(TOKEN_IN_URL) });
    expect((await view(tokenOf(made.json().claimUrl))).statusCode).toBe(200);
  });

  it("is sent again for a new link", async () => {
    const org = await setUp();
    const person = newcomer("remailed");
    const made = await invite(org.admin, org.orgId, person);
    const fresh = await reissue(org.admin, org.orgId, made.json().userId, mailing);
    expect(fresh.json()).toEqual({ mailed: true });
    expect(mailing.mails.filter((sent: Mail) => sent.to === person.email)).toHaveLength(1);
  });
});

describe("who may invite", () => {
  it("owners and admins; a member gets 403, no session 401; an admin neither invites nor re-links an owner", async () => {
    const org = await setUp();
    const byMember = await invite(org.member, org.orgId, newcomer());
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ORG_MANAGE_DENIAL);
    expect((await invite(undefined, org.orgId, newcomer())).statusCode).toBe(401);
    const ownerByAdmin = await invite(org.admin, org.orgId, { ...newcomer(), role: "owner" });
    expect(ownerByAdmin.statusCode).toBe(403);
    expect(ownerByAdmin.json().message).toBe(ORG_OWNER_ROLE_DENIAL);

    const owner = await invite(org.root, org.orgId, { ...newcomer(), role: "owner" });
    const ownerId = owner.json().userId as number;
    const relinkOwner = await reissue(org.admin, org.orgId, ownerId);
    expect(relinkOwner.statusCode).toBe(403);
    expect(relinkOwner.json().message).toBe(ORG_OWNER_CLAIM_DENIAL);
    const relinkByMember = await reissue(org.member, org.orgId, ownerId);
    expect(relinkByMember.statusCode).toBe(403);
    expect(relinkByMember.json().message).toBe(ORG_MANAGE_DENIAL);
    expect((await reissue(undefined, org.orgId, ownerId)).statusCode).toBe(401);
    expect((await reissue(org.root, org.orgId, ownerId)).statusCode).toBe(201);
    // Not a member of this organisation.
    const outsider = await t.signedInUser(1, "outsider");
    const notMember = await reissue(org.admin, org.orgId, outsider.user.id);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe("Member not found");
  });
});

describe("a refused invitation writes nothing", () => {
  it("a taken username or email: 409 on the field, as user creation answers, and no account, card, member or link", async () => {
    const org = await setUp();
    const taken = await t.createUser();
    const before = await Promise.all(
      (["users", "business_cards", "claim_links", "organization_members"] as const).map(countOf),
    );
    const byName = await invite(org.admin, org.orgId, {
      ...newcomer(),
      username: taken.user.username.toUpperCase(),
      templateId: org.templateId,
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({
      message: "That username is already taken.",
      fields: { username: "That username is already taken." },
    });
    const byEmail = await invite(org.admin, org.orgId, { ...newcomer(), email: taken.user.email });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().fields).toEqual({ email: "That email is already in use." });
    const after = await Promise.all(
      (["users", "business_cards", "claim_links", "organization_members"] as const).map(countOf),
    );
    expect(after).toEqual(before);
  });

  it("a team or template of another organisation, or bad fields: 400 on the field, nothing written", async () => {
    const org = await setUp();
    const other = await setUp();
    const before = await countOf("users");
    const team = await invite(org.admin, org.orgId, { ...newcomer(), teamId: other.teamId });
    expect(team.statusCode).toBe(400);
    expect(team.json().fields).toEqual({ teamId: "Team not found in this organisation" });
    const template = await invite(org.admin, org.orgId, { ...newcomer(), templateId: other.templateId });
    expect(template.statusCode).toBe(400);
    expect(template.json().fields).toEqual({ templateId: "Template not found in this organisation" });
    const fields = await invite(org.admin, org.orgId, { username: "x", fullName: "N", email: "nope" });
    expect(fields.statusCode).toBe(400);
    expect(fields.json().fields).toEqual({
      username: "Username must be at least 3 characters",
      fullName: "Full name must be at least 2 characters",
      email: "Please enter a valid email",
    });
    expect(await countOf("users")).toBe(before);
  });
});

describe("the organisation's links per hour", () => {
  let bounded: TestApp;
  beforeAll(async () => {
    bounded = await createTestApp({ CLAIM_LINKS_PER_ORG_PER_HOUR: "2" }, { sharingDatabaseOf: t });
  });
  afterAll(() => bounded?.close());

  it("are bounded, new invitations and new links together: past the bound 429, and nothing written", async () => {
    const org = await setUp();
    const first = await invite(org.admin, org.orgId, newcomer(), bounded);
    expect(first.statusCode).toBe(201);
    expect((await reissue(org.admin, org.orgId, first.json().userId, bounded)).statusCode).toBe(201);
    const users = await countOf("users");
    const refused = await invite(org.admin, org.orgId, newcomer(), bounded);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^This organisation has made 2 claim links in the last hour\. Please try again in (60 minutes|59 minutes)\.$/,
    );
    expect((await reissue(org.admin, org.orgId, first.json().userId, bounded)).statusCode).toBe(429);
    expect(await countOf("users")).toBe(users);
    // Another organisation's hour is its own.
    const other = await setUp();
    expect((await invite(other.admin, other.orgId, newcomer(), bounded)).statusCode).toBe(201);
  });

  it("count the links every process makes together, and let none past the bound at once", async () => {
    const org = await setUp();
    for (let i = 0; i < 2; i++)
      expect((await invite(org.admin, org.orgId, newcomer(), t)).statusCode).toBe(201);
    // The other process allows 100 an hour; its two count against this one's 2.
    expect((await invite(org.admin, org.orgId, newcomer(), bounded)).statusCode).toBe(429);

    const racing = await setUp();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => invite(racing.admin, racing.orgId, newcomer("race"), bounded)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
  });
});

describe("the claim routes' bounds", () => {
  it("answer no session with 401, ids beyond the column with 400, a deep or huge body with 400 or 413, never a 500", async () => {
    const org = await setUp();
    const big = 2 ** 31;
    const beyondOrg = await invite(org.root, big, newcomer());
    expect(beyondOrg.statusCode).toBe(400);
    expect(beyondOrg.json().message).toBe("Organisation id must be a positive whole number");
    const beyondUser = await reissue(org.root, org.orgId, big);
    expect(beyondUser.statusCode).toBe(400);
    expect(beyondUser.json().message).toBe("User id must be a positive whole number");
    const beyondTeam = await invite(org.root, org.orgId, { ...newcomer(), teamId: big, templateId: big });
    expect(beyondTeam.statusCode).toBe(400);
    expect(beyondTeam.json().fields).toEqual({
      teamId: "Team id must be a positive whole number",
      templateId: "Template id must be a positive whole number",
    });
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    for (const url of [`/api/organizations/${org.orgId}/claims`, `/api/claims/${"A".repeat(43)}`]) {
      const nested = await t.request({
        method: "POST",
        url,
        body: deep,
        headers: { "content-type": "application/json" },
        session: org.root.session,
      });
      expect(nested.statusCode, url).toBe(400);
    }
    const huge = await invite(org.root, org.orgId, { ...newcomer(), fullName: "a".repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const hugePassword = await claim("A".repeat(43), "a".repeat(1024 * 1024));
    expect(hugePassword.statusCode).toBe(413);
    expect((await members(org.root, org.orgId)).every((m) => !m.pending)).toBe(true);
  });
});
