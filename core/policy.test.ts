/**
 * The access policy as tables, one row per rule of the specification's permission matrices
 * (and decision 006). Each line: the action, the rule in a few words, and what levels 1-5
 * get on their own card or account and on someone else's. OK means allowed; anything else is
 * the exact denial text.
 */
import { describe, expect, it } from "vitest";
import type { OrgRole } from "./organizations";
import {
  ACTIONS,
  type Action,
  type Actor,
  API_TOKENS_ADMIN_DENIAL,
  APP_DENIAL,
  AUDIT_DENIAL,
  appliesCustomCss,
  assignableLevels,
  authorize,
  CANNOT_EDIT_USER,
  CARD_LIMIT_DENIALS,
  CREATE_BUTTON_DENIAL,
  CREATE_FOR_OTHERS_DENIAL,
  CUSTOM_CSS_DENIAL,
  DELETE_ABOVE_OWN,
  DELETE_CARD_DENIAL,
  DELETE_PEER,
  DEVELOPER_GUIDE_DENIAL,
  EDIT_CARD_DENIAL,
  EMBED_CODES_DENIAL,
  FIRST_USER_KEPT,
  FORM_BUILDER_DENIAL,
  LEADS_ORG_DENIAL,
  LEADS_VIEW_DENIAL,
  LEVEL_ABOVE_OWN,
  LEVEL_OF_PEER,
  ORG_CREATE_DENIAL,
  ORG_DELETE_DENIAL,
  ORG_MANAGE_DENIAL,
  ORG_OWNER_CLAIM_DENIAL,
  ORG_OWNER_REMOVE_DENIAL,
  ORG_OWNER_ROLE_DENIAL,
  ORG_READ_DENIAL,
  ORG_UNLINK_DENIAL,
  ORG_WEBHOOKS_DENIAL,
  OTHERS_CARDS_DENIAL,
  OWN_LEVEL_FIXED,
  READ_CONVERSATIONS_DENIAL,
  SALESBOT_CONFIG_DENIAL,
  SALESBOT_LINK_DENIAL,
  SELF_DELETE_HERE,
  SHARE_DENIAL,
  SIGN_IN_SETTINGS_DENIAL,
  SLUG_LEVEL_1_DENIAL,
  SLUG_NOT_OWNER_DENIAL,
  type Subjects,
  TARGET_ABOVE_OWN,
  TARGET_PEER,
  UPLOAD_DENIED,
  USERS_DENIAL,
  VIEW_ANALYTICS_DENIAL,
  WEBHOOKS_DENIAL,
} from "./policy";

const OK = undefined;
type Outcome = string | undefined;
type ByLevel = [Outcome, Outcome, Outcome, Outcome, Outcome];
const LEVELS = [1, 2, 3, 4, 5] as const;

const ME = 10;
const SOMEONE_ELSE = 20;
const at = (accessLevel: number, id = ME): Actor => ({ id, accessLevel });
const check = (actor: Actor, action: Action, subject?: unknown): Outcome =>
  (authorize as (a: Actor, x: Action, s?: unknown) => Outcome)(actor, action, subject);

const tested = new Set<Action>();

/* ---- Cards, analytics and salesbot: own card / someone else's card, levels 1..5 ---- */

interface CardRow {
  action: Action;
  rule: string;
  own: ByLevel;
  other: ByLevel;
}
const E = EDIT_CARD_DENIAL;
const CARD_TABLE: CardRow[] = [
  // own and other: what levels 1, 2, 3, 4, 5 get
  {
    action: "app.use",
    rule: "own dashboard, editors, account and user guide: signed in",
    own: [OK, OK, OK, OK, OK],
    other: [OK, OK, OK, OK, OK],
  },
  {
    action: "card.edit",
    rule: "edit others' cards: 4",
    own: [OK, OK, OK, OK, OK],
    other: [E, E, E, OK, OK],
  },
  {
    action: "card.uploadImage",
    rule: "uploads go to cards one may edit",
    own: [OK, OK, OK, OK, OK],
    other: [UPLOAD_DENIED, UPLOAD_DENIED, UPLOAD_DENIED, OK, OK],
  },
  {
    action: "card.editSlug",
    rule: "slug of own card: 2; any slug: 4",
    own: [SLUG_LEVEL_1_DENIAL, OK, OK, OK, OK],
    other: [SLUG_LEVEL_1_DENIAL, SLUG_NOT_OWNER_DENIAL, SLUG_NOT_OWNER_DENIAL, OK, OK],
  },
  {
    action: "card.editCustomCss",
    rule: "Advanced custom CSS tab: 3",
    own: [CUSTOM_CSS_DENIAL, CUSTOM_CSS_DENIAL, OK, OK, OK],
    other: [CUSTOM_CSS_DENIAL, CUSTOM_CSS_DENIAL, OK, OK, OK],
  },
  {
    action: "card.editEmbedCodes",
    rule: "embed codes live in the Advanced tab: 3 (decision 008)",
    own: [EMBED_CODES_DENIAL, EMBED_CODES_DENIAL, OK, OK, OK],
    other: [EMBED_CODES_DENIAL, EMBED_CODES_DENIAL, OK, OK, OK],
  },
  {
    action: "card.editForm",
    rule: "pricing: form builder from Professional (level 2; decision 014)",
    own: [FORM_BUILDER_DENIAL, OK, OK, OK, OK],
    other: [FORM_BUILDER_DENIAL, OK, OK, OK, OK],
  },
  {
    action: "card.delete",
    rule: "delete a card: 5",
    own: [DELETE_CARD_DENIAL, DELETE_CARD_DENIAL, DELETE_CARD_DENIAL, DELETE_CARD_DENIAL, OK],
    other: [DELETE_CARD_DENIAL, DELETE_CARD_DENIAL, DELETE_CARD_DENIAL, DELETE_CARD_DENIAL, OK],
  },
  {
    action: "card.createButton",
    rule: "Create New Card header button: 4",
    own: [CREATE_BUTTON_DENIAL, CREATE_BUTTON_DENIAL, CREATE_BUTTON_DENIAL, OK, OK],
    other: [CREATE_BUTTON_DENIAL, CREATE_BUTTON_DENIAL, CREATE_BUTTON_DENIAL, OK, OK],
  },
  {
    action: "card.listOfUser",
    rule: "others' cards: 4",
    own: [OK, OK, OK, OK, OK],
    other: [OTHERS_CARDS_DENIAL, OTHERS_CARDS_DENIAL, OTHERS_CARDS_DENIAL, OK, OK],
  },
  {
    action: "analytics.view",
    rule: "view analytics of others' cards: 4",
    own: [OK, OK, OK, OK, OK],
    other: [VIEW_ANALYTICS_DENIAL, VIEW_ANALYTICS_DENIAL, VIEW_ANALYTICS_DENIAL, OK, OK],
  },
  {
    action: "salesbot.open",
    rule: "AI Salesbot link: 2",
    own: [SALESBOT_LINK_DENIAL, OK, OK, OK, OK],
    other: [SALESBOT_LINK_DENIAL, OK, OK, OK, OK],
  },
  {
    action: "salesbot.configure",
    rule: "salesbot configuration: 2; others' cards: 4",
    own: [SALESBOT_CONFIG_DENIAL, OK, OK, OK, OK],
    other: [SALESBOT_CONFIG_DENIAL, E, E, OK, OK],
  },
  {
    action: "salesbot.readConversations",
    rule: "salesbot conversations: 2; others' cards: 4",
    own: [SALESBOT_LINK_DENIAL, OK, OK, OK, OK],
    other: [SALESBOT_LINK_DENIAL, READ_CONVERSATIONS_DENIAL, READ_CONVERSATIONS_DENIAL, OK, OK],
  },
  {
    action: "guide.developerFeatures",
    rule: "Developer Features guide section: exactly 3",
    own: [DEVELOPER_GUIDE_DENIAL, DEVELOPER_GUIDE_DENIAL, OK, DEVELOPER_GUIDE_DENIAL, DEVELOPER_GUIDE_DENIAL],
    other: [
      DEVELOPER_GUIDE_DENIAL,
      DEVELOPER_GUIDE_DENIAL,
      OK,
      DEVELOPER_GUIDE_DENIAL,
      DEVELOPER_GUIDE_DENIAL,
    ],
  },
  {
    action: "user.manage",
    rule: "user management (/users): 4",
    own: [USERS_DENIAL, USERS_DENIAL, USERS_DENIAL, OK, OK],
    other: [USERS_DENIAL, USERS_DENIAL, USERS_DENIAL, OK, OK],
  },
  {
    action: "card.create",
    rule: "a card for another user: administrators (4)",
    own: [OK, OK, OK, OK, OK],
    other: [CREATE_FOR_OTHERS_DENIAL, CREATE_FOR_OTHERS_DENIAL, CREATE_FOR_OTHERS_DENIAL, OK, OK],
  },
];

/** The subject naming the actor's own thing, or someone else's. */
function subjectFor(action: Action, ownerId: number): unknown {
  if (action === "card.listOfUser") return { id: ownerId };
  if (action === "card.create") return { ownerId, ownedCount: 0 };
  return { userId: ownerId };
}

describe.each(CARD_TABLE)("$action ($rule)", ({ action, own, other }) => {
  tested.add(action);
  it.each(LEVELS)("level %i, own and someone else's", (level) => {
    expect(check(at(level), action, subjectFor(action, ME))).toBe(own[level - 1]);
    expect(check(at(level), action, subjectFor(action, SOMEONE_ELSE))).toBe(other[level - 1]);
  });
});

/* ---- Card limits: owned cards × level, creating for oneself ---- */

const [L1, L2, L3] = [CARD_LIMIT_DENIALS[1], CARD_LIMIT_DENIALS[2], CARD_LIMIT_DENIALS[3]];
const CARD_LIMIT_TABLE: Record<number, ByLevel> = {
  //    level 1  2   3   4   5
  0: [OK, OK, OK, OK, OK],
  1: [L1, L2, OK, OK, OK],
  2: [L1, L2, OK, OK, OK],
  3: [L1, L2, L3, OK, OK],
  500: [L1, L2, L3, OK, OK],
};

describe("card.create limits (1, 1, 3, unlimited)", () => {
  tested.add("card.create");
  it.each(Object.entries(CARD_LIMIT_TABLE))("owning %s cards", (owned, expected) => {
    for (const level of LEVELS) {
      expect(check(at(level), "card.create", { ownerId: ME, ownedCount: Number(owned) })).toBe(
        expected[level - 1],
      );
    }
  });
  it("names the levels as the dashboard does (Basic, Professional, Enterprise)", () => {
    expect(CARD_LIMIT_DENIALS).toEqual({
      1: "Basic users are limited to 1 business card.",
      2: "Professional users are limited to 1 business card.",
      3: "Enterprise users are limited to 3 business cards.",
    });
  });
  it("does not bind an administrator creating for someone else by their own count", () => {
    expect(authorize(at(4), "card.create", { ownerId: SOMEONE_ELSE, ownedCount: 500 })).toBe(OK);
  });
});

/* ---- User management (decision 006): actor level (rows) × target level (columns) ---- */

const TA = TARGET_ABOVE_OWN;
const TP = TARGET_PEER;
const DA = DELETE_ABOVE_OWN;
const DP = DELETE_PEER;
const LA = LEVEL_ABOVE_OWN;
const LP = LEVEL_OF_PEER;
const U = USERS_DENIAL;
const C = CANNOT_EDIT_USER;

interface UserTable {
  action: Action;
  rule: string;
  /** As oneself, levels 1..5. */
  self: ByLevel;
  /** Another user: [actor level 1..5][target level 1..5]. */
  other: [ByLevel, ByLevel, ByLevel, ByLevel, ByLevel];
}
/**
 * Whom others may be managed by: levels 1 to 3 are refused with the table's `refusal` whatever
 * the target, level 5 may do it to anyone; only level 4's row (targets 1 to 5) differs by action.
 */
function othersByActor(refusal: Outcome, level4: ByLevel): UserTable["other"] {
  const refused: ByLevel = [refusal, refusal, refusal, refusal, refusal];
  return [refused, refused, refused, level4, [OK, OK, OK, OK, OK]];
}

const USER_TABLES: UserTable[] = [
  {
    action: "user.edit",
    rule: "user management: 4; decision 006 peers",
    self: [U, U, U, OK, OK],
    other: othersByActor(U, [OK, OK, OK, TP, TA]),
  },
  {
    action: "user.delete",
    rule: "user management: 4; decision 006 peers",
    self: [U, U, U, SELF_DELETE_HERE, SELF_DELETE_HERE],
    other: othersByActor(U, [OK, OK, OK, DP, DA]),
  },
  {
    action: "user.giveLevel",
    rule: "no level above one's own; decision 006 level 4 gives below its own",
    // "self": giving one's own level.
    self: [U, U, U, LP, OK],
    // Level 4's row: the level given, 1 to 5.
    other: othersByActor(U, [OK, OK, OK, LP, LA]),
  },
  {
    action: "account.editProfile",
    rule: "own account: 1; others as in user management",
    self: [OK, OK, OK, OK, OK],
    other: othersByActor(C, [OK, OK, OK, C, C]),
  },
];

function userSubject(action: Action, target: Actor): unknown {
  // For user.giveLevel the target's level is the level given.
  return action === "user.giveLevel" ? { level: target.accessLevel } : target;
}

describe.each(USER_TABLES)("$action ($rule)", ({ action, self, other }) => {
  tested.add(action);
  it.each(LEVELS)("actor at level %i", (level) => {
    const actor = at(level);
    expect(check(actor, action, userSubject(action, actor))).toBe(self[level - 1]);
    for (const targetLevel of LEVELS) {
      const target = at(targetLevel, SOMEONE_ELSE);
      expect(check(actor, action, userSubject(action, target)), `target level ${targetLevel}`).toBe(
        other[level - 1]![targetLevel - 1],
      );
    }
  });
});

describe("user management details (decision 006)", () => {
  it("never lets anyone change their own level", () => {
    for (const level of [4, 5]) {
      const me = at(level);
      const subject: Subjects["user.edit"] = { ...me, nextLevel: level - 1 };
      expect(authorize(me, "user.edit", subject)).toBe(OWN_LEVEL_FIXED);
      expect(authorize(me, "user.edit", { ...me, nextLevel: level })).toBe(OK);
    }
  });

  it("checks the new level of another user like a level given", () => {
    const target = at(2, SOMEONE_ELSE);
    expect(authorize(at(4), "user.edit", { ...target, nextLevel: 3 })).toBe(OK);
    expect(authorize(at(4), "user.edit", { ...target, nextLevel: 4 })).toBe(LEVEL_OF_PEER);
    expect(authorize(at(4), "user.edit", { ...target, nextLevel: 5 })).toBe(LEVEL_ABOVE_OWN);
    expect(authorize(at(5), "user.edit", { ...target, nextLevel: 5 })).toBe(OK);
  });

  it("never deletes user 1, not even for a level 5", () => {
    for (const level of LEVELS) {
      const expected = level < 4 ? USERS_DENIAL : FIRST_USER_KEPT;
      expect(authorize(at(level), "user.delete", at(5, 1))).toBe(expected);
    }
  });

  it("lists the levels one may give", () => {
    expect(LEVELS.map((level) => assignableLevels(at(level)))).toEqual([
      [],
      [],
      [],
      [1, 2, 3],
      [1, 2, 3, 4, 5],
    ]);
  });
});

/* ---- Organisations: level 5 runs them all; inside one, the role decides (levels 1-4 alike) ---- */

describe("organisations", () => {
  for (const action of [
    "org.create",
    "org.delete",
    "org.read",
    "org.manage",
    "org.giveRole",
    "org.linkCard",
    "org.unlinkCard",
    "org.removeMember",
    "org.issueClaim",
    "org.batchUpload",
  ] as const)
    tested.add(action);
  const ROLES: (OrgRole | null)[] = ["owner", "admin", "member", null];

  it("are made and deleted by level 5 only", () => {
    expect(LEVELS.map((level) => authorize(at(level), "org.create"))).toEqual([
      ...Array(4).fill(ORG_CREATE_DENIAL),
      OK,
    ]);
    expect(LEVELS.map((level) => authorize(at(level), "org.delete"))).toEqual([
      ...Array(4).fill(ORG_DELETE_DENIAL),
      OK,
    ]);
  });

  it.each([1, 4])("are read by their members and managed by owners and admins, at level %i", (level) => {
    expect(ROLES.map((role) => authorize(at(level), "org.read", { role }))).toEqual([
      OK,
      OK,
      OK,
      ORG_READ_DENIAL,
    ]);
    expect(ROLES.map((role) => authorize(at(level), "org.manage", { role }))).toEqual([
      OK,
      OK,
      ORG_MANAGE_DENIAL,
      ORG_MANAGE_DENIAL,
    ]);
  });

  it("are read and managed by level 5 from outside", () => {
    expect(authorize(at(5), "org.read", { role: null })).toBe(OK);
    expect(authorize(at(5), "org.manage", { role: null })).toBe(OK);
  });

  it("let owners give every role, admins never the owner's, and members none", () => {
    const give = (role: OrgRole | null, given: OrgRole, current: OrgRole | null, level = 2) =>
      authorize(at(level), "org.giveRole", { role, give: given, current });
    expect(give("owner", "owner", "member")).toBe(OK);
    expect(give("owner", "member", "owner")).toBe(OK);
    expect(give("admin", "admin", null)).toBe(OK);
    expect(give("admin", "member", "admin")).toBe(OK);
    expect(give("admin", "owner", "member")).toBe(ORG_OWNER_ROLE_DENIAL);
    expect(give("admin", "member", "owner")).toBe(ORG_OWNER_ROLE_DENIAL);
    expect(give("member", "member", null)).toBe(ORG_MANAGE_DENIAL);
    expect(give(null, "member", null)).toBe(ORG_MANAGE_DENIAL);
    expect(give(null, "owner", "member", 5)).toBe(OK);
  });

  it.each([1, 4])("let members link their own cards to a template, at level %i", (level) => {
    const link = (ownCard: boolean) =>
      ROLES.map((role) => authorize(at(level), "org.linkCard", { role, ownCard }));
    expect(link(true)).toEqual([OK, OK, OK, ORG_READ_DENIAL]);
    expect(link(false)).toEqual([OK, OK, ORG_MANAGE_DENIAL, ORG_MANAGE_DENIAL]);
    expect(authorize(at(5), "org.linkCard", { role: null, ownCard: false })).toBe(OK);
  });

  it.each([1, 4])("let only owners and admins take a card off its template, at level %i", (level) => {
    expect(ROLES.map((role) => authorize(at(level), "org.unlinkCard", { role }))).toEqual([
      OK,
      OK,
      ORG_UNLINK_DENIAL,
      ORG_UNLINK_DENIAL,
    ]);
    expect(authorize(at(5), "org.unlinkCard", { role: null })).toBe(OK);
  });

  it("let owners remove anyone, admins anyone but an owner, and members nobody", () => {
    const remove = (role: OrgRole | null, current: OrgRole, level = 3) =>
      authorize(at(level), "org.removeMember", { role, current });
    expect(remove("owner", "owner")).toBe(OK);
    expect(remove("admin", "admin")).toBe(OK);
    expect(remove("admin", "member")).toBe(OK);
    expect(remove("admin", "owner")).toBe(ORG_OWNER_REMOVE_DENIAL);
    expect(remove("member", "member")).toBe(ORG_MANAGE_DENIAL);
    expect(remove(null, "owner", 5)).toBe(OK);
  });

  it("let owners make claim links for anyone, admins for anyone but an owner, and members for nobody", () => {
    const issue = (role: OrgRole | null, current: OrgRole, level = 4) =>
      authorize(at(level), "org.issueClaim", { role, current });
    expect(issue("owner", "owner")).toBe(OK);
    expect(issue("owner", "member")).toBe(OK);
    expect(issue("admin", "admin")).toBe(OK);
    expect(issue("admin", "member")).toBe(OK);
    expect(issue("admin", "owner")).toBe(ORG_OWNER_CLAIM_DENIAL);
    expect(issue("member", "member")).toBe(ORG_MANAGE_DENIAL);
    expect(issue(null, "member")).toBe(ORG_MANAGE_DENIAL);
    expect(issue(null, "owner", 5)).toBe(OK);
  });

  it("let their owners and admins batch-upload people into them only from level 4, and level 5 always", () => {
    const upload = (level: number) => ROLES.map((role) => authorize(at(level), "org.batchUpload", { role }));
    for (const level of [1, 2, 3]) expect(upload(level)).toEqual(Array(4).fill(USERS_DENIAL));
    expect(upload(4)).toEqual([OK, OK, ORG_MANAGE_DENIAL, ORG_MANAGE_DENIAL]);
    expect(upload(5)).toEqual([OK, OK, OK, OK]);
  });

  it("let owners and admins edit and make the organisation's cards as their own", () => {
    for (const orgRole of ["owner", "admin"] as const) {
      expect(authorize(at(1), "card.edit", { userId: SOMEONE_ELSE, orgRole })).toBe(OK);
      expect(authorize(at(1), "card.create", { ownerId: SOMEONE_ELSE, ownedCount: 0, orgRole })).toBe(OK);
    }
    expect(authorize(at(1), "card.edit", { userId: SOMEONE_ELSE, orgRole: "member" })).toBe(EDIT_CARD_DENIAL);
    expect(authorize(at(1), "card.create", { ownerId: SOMEONE_ELSE, ownedCount: 0, orgRole: "member" })).toBe(
      CREATE_FOR_OTHERS_DENIAL,
    );
  });
});

/* ---- Account deletion: anyone but user 1 ---- */

describe("account.delete (the first account is kept)", () => {
  tested.add("account.delete");
  it.each(LEVELS)("level %i", (level) => {
    expect(authorize(at(level), "account.delete")).toBe(OK);
    expect(authorize(at(level, 1), "account.delete")).toBe(FIRST_USER_KEPT);
  });
});

/* ---- Display rule beside the matrix: custom CSS shown for viewers ---- */

describe("appliesCustomCss", () => {
  it("shows an owner's CSS to every visitor from level 3, and always to the owner", () => {
    expect(LEVELS.map((level) => appliesCustomCss(at(level), null))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(appliesCustomCss(at(2), at(2))).toBe(true);
    expect(appliesCustomCss(at(2), at(5, SOMEONE_ELSE))).toBe(false);
  });
});

describe("app.use", () => {
  it("refuses an actor without a level (no such account exists)", () => {
    expect(authorize(at(0), "app.use")).toBe(APP_DENIAL);
  });
});

describe("the tables", () => {
  it("cover every action of the policy", () => {
    expect([...tested].sort()).toEqual([...ACTIONS].sort());
  });
});

/* ---- Sign-in settings and the audit trail (decision 033): level 5 only ---- */

describe("sign-in settings and audit log", () => {
  tested.add("signIn.settings");
  tested.add("audit.read");
  it("are for level 5 only", () => {
    expect(LEVELS.map((level) => authorize(at(level), "signIn.settings"))).toEqual([
      ...Array(4).fill(SIGN_IN_SETTINGS_DENIAL),
      OK,
    ]);
    expect(LEVELS.map((level) => authorize(at(level), "audit.read"))).toEqual([
      ...Array(4).fill(AUDIT_DENIAL),
      OK,
    ]);
  });
});

/* ---- The card's ways out (issue 39): the owner's, anyone's from level 4, an org's managers' ---- */

describe("card.share", () => {
  tested.add("card.share");
  it("shares one's own cards at every level and others' from level 4 or as the card's org manager", () => {
    expect(LEVELS.map((level) => authorize(at(level), "card.share", { userId: ME }))).toEqual(
      Array(5).fill(OK),
    );
    expect(LEVELS.map((level) => authorize(at(level), "card.share", { userId: SOMEONE_ELSE }))).toEqual([
      SHARE_DENIAL,
      SHARE_DENIAL,
      SHARE_DENIAL,
      OK,
      OK,
    ]);
    expect(authorize(at(1), "card.share", { userId: SOMEONE_ELSE, orgRole: "owner" })).toBe(OK);
    expect(authorize(at(1), "card.share", { userId: SOMEONE_ELSE, orgRole: "member" })).toBe(SHARE_DENIAL);
  });
});

/* ---- Leads inbox (issue 38): where the form answers are read; organisations' managers ---- */

describe("leads", () => {
  tested.add("leads.view");
  tested.add("leads.viewOrganization");
  it("opens one's own cards' leads at every level, anyone's from level 4, an org's for its managers", () => {
    expect(LEVELS.map((level) => authorize(at(level), "leads.view", { userId: ME }))).toEqual(
      Array(5).fill(OK),
    );
    expect(LEVELS.map((level) => authorize(at(level), "leads.view", { userId: SOMEONE_ELSE }))).toEqual([
      LEADS_VIEW_DENIAL,
      LEADS_VIEW_DENIAL,
      LEADS_VIEW_DENIAL,
      OK,
      OK,
    ]);
    expect(authorize(at(1), "leads.view", { userId: SOMEONE_ELSE, orgRole: "admin" })).toBe(OK);
    expect(authorize(at(1), "leads.view", { userId: SOMEONE_ELSE, orgRole: "member" })).toBe(
      LEADS_VIEW_DENIAL,
    );
  });
  it("opens an organisation's inbox to its owners and admins, and level 5", () => {
    expect(authorize(at(1), "leads.viewOrganization", { role: "owner" })).toBe(OK);
    expect(authorize(at(1), "leads.viewOrganization", { role: "admin" })).toBe(OK);
    expect(authorize(at(4), "leads.viewOrganization", { role: "member" })).toBe(LEADS_ORG_DENIAL);
    expect(authorize(at(4), "leads.viewOrganization", { role: null })).toBe(LEADS_ORG_DENIAL);
    expect(authorize(at(5), "leads.viewOrganization", { role: null })).toBe(OK);
  });
});

/* ---- API tokens (issue 38): every signed-in person makes their own; level 5 manages all ---- */

describe("API tokens", () => {
  tested.add("apiTokens.create");
  tested.add("apiTokens.manageAll");
  it("are made by every level, and managed for everyone by level 5 only", () => {
    expect(LEVELS.map((level) => authorize(at(level), "apiTokens.create"))).toEqual(Array(5).fill(OK));
    expect(authorize(at(0), "apiTokens.create")).toBe(APP_DENIAL);
    expect(LEVELS.map((level) => authorize(at(level), "apiTokens.manageAll"))).toEqual([
      ...Array(4).fill(API_TOKENS_ADMIN_DENIAL),
      OK,
    ]);
  });
});

/* ---- Webhooks and integrations (issue 38): level 2+, an organisation's by its managers ---- */

describe("webhooks", () => {
  tested.add("webhooks.use");
  tested.add("webhooks.manageOrg");
  it("are for level 2 and up", () => {
    expect(LEVELS.map((level) => authorize(at(level), "webhooks.use"))).toEqual([
      WEBHOOKS_DENIAL,
      ...Array(4).fill(OK),
    ]);
  });
  it("of an organisation are for its owners and admins (and level 5), from level 2", () => {
    const roles: Array<OrgRole | null> = ["owner", "admin", "member", null];
    expect(roles.map((role) => authorize(at(2), "webhooks.manageOrg", { role }))).toEqual([
      OK,
      OK,
      ORG_WEBHOOKS_DENIAL,
      ORG_WEBHOOKS_DENIAL,
    ]);
    expect(authorize(at(1), "webhooks.manageOrg", { role: "owner" })).toBe(WEBHOOKS_DENIAL);
    expect(authorize(at(5), "webhooks.manageOrg", { role: null })).toBe(OK);
  });
});
