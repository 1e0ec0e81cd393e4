/**
 * The fixture users, seeded by start-server.ts into a fresh database on every run.
 * Every flow that changes an account has a user of its own, so specs running in
 * parallel (and the two projects) never step on each other.
 */
export interface FixtureUser {
  username: string;
  password: string;
  email: string;
  fullName: string;
  accessLevel: number;
}

/** The first administrator (user id 1), created by the server from ADMIN_USERNAME/ADMIN_PASSWORD. */
export const ADMIN: FixtureUser = {
  username: "admin",
  password: "e2e-admin-password-1",
  email: "admin@cardfolio.test",
  fullName: "Administrator",
  accessLevel: 5,
};

function user(username: string, fullName: string, accessLevel: number): FixtureUser {
  return {
    username,
    password: `${username}-pass-1`,
    email: `${username}@cardfolio.test`,
    fullName,
    accessLevel,
  };
}

export const USERS = {
  /** Level 1, never changed: access checks, shell, theme, landing signed in. */
  basic: user("basic.user", "Bea Basic", 1),
  /** Level 1, never changed: the sign-in spec (it only signs in and fails to). */
  signIn: user("signin.user", "Sid Signin", 1),
  /** Level 4: sees User Management. */
  editor: user("editor.user", "Edie Editor", 4),
  /** Changes its profile. */
  profile: user("profile.user", "Pat Profile", 1),
  /** Changes its password and signs out. */
  password: user("passwd.user", "Paul Password", 1),
  /** Resets its password through the mailed link. */
  reset: user("reset.user", "Rita Reset", 1),
  /** Deletes its own account. */
  deleter: user("delete.user", "Dan Delete", 1),
  /** Level 1, starts with no card: the dashboard's empty state, first card and limit. */
  dashboard: user("dash.user", "Dana Dashboard", 1),
  /** Level 5: the dashboard's admin-only controls (Create New Card, Delete). */
  dashboardAdmin: user("dashadmin.user", "Adam Dashboard", 5),
  /** Level 4 (unlimited cards): the quick editor spec creates a card per test, on both projects. */
  quickEditor: user("quick.user", "Quinn Quick", 4),
  /** Level 4 (unlimited cards): the full editor spec creates a card per test. */
  cardEditor: user("cardedit.user", "Cara Editor", 4),
  /** Level 1: the full editor's read-only slug and missing Advanced tab. */
  cardBasic: user("cardbasic.user", "Cody Basic", 1),
  /** Level 3: the full editor's Advanced tab. */
  cardEnterprise: user("cardent.user", "Erin Enterprise", 3),
  /** Level 4 (custom CSS applies, unlimited cards): the public card spec creates a card per test. */
  publicOwner: user("public.owner", "Polly Public", 4),
  /** Level 4 (unlimited cards): the image upload spec creates a card per test. */
  uploader: user("upload.user", "Uma Uploader", 4),
  /**
   * Level 5, never changed itself: the users spec's administrator, who creates, edits,
   * deletes and batch-uploads other accounts at /users (each test its own, named per project).
   */
  usersAdmin: user("users.admin", "Ursula Admin", 5),
  /** Level 4, never changed and without a card: the users spec's limits below System Admin. */
  usersEditor: user("users.editor", "Lev Fourth", 4),
  /** Level 4 (unlimited cards): the analytics spec's card owner, a card per test. */
  analyticsOwner: user("stats.owner", "Ana Lytics", 4),
  /** Level 1, never given a card: another user's analytics are denied; 'No Cards to Analyze'. */
  analyticsOutsider: user("stats.outsider", "Otto Outsider", 1),
  /** Level 4 (form builder, unlimited cards): the visitor-form spec's owner, a card per test. */
  formOwner: user("form.owner", "Fern Former", 4),
  /** Level 4 (a card per test): the contact exchange's owner, who edits the consent text. */
  exchangeOwner: user("exchange.owner", "Xena Exchange", 4),
  /** Level 1, one card: the Form tab says why it has no form builder. */
  formBasic: user("formbasic.user", "Bo Basicform", 1),
  /** Level 4 (unlimited cards): the offline spec's owner, a card per test. */
  offlineOwner: user("offline.owner", "Olive Offline", 4),
  /** Level 2 (the salesbot's first level, one card): configures its card's assistant, on the desktop. */
  salesbotOwner: user("bot.owner", "Sally Seller", 2),
  /** The same on the phone: level 2 holds one card, so each project has its own owner. */
  salesbotPhoneOwner: user("bot.phone", "Phil Phone", 2),
  /** Level 4: opens any card's salesbot configuration. */
  salesbotManager: user("bot.manager", "Manny Manager", 4),
  /** Level 2, one card with an assistant: the conversation history spec's owner, on the desktop. */
  historyOwner: user("history.owner", "Hana History", 2),
  /** The same on the phone (level 2 holds one card). */
  historyPhoneOwner: user("history.phone", "Hugo History", 2),
  /** Level 2, one card: the assistant's whole journey (configure, chat, book, read), on the desktop. */
  journeyOwner: user("journey.owner", "Jade Journey", 2),
  /** The same on the phone (level 2 holds one card). */
  journeyPhoneOwner: user("journey.phone", "Joel Journey", 2),
  /** Level 4 (unlimited cards): the chat widget spec's owner, a card with an assistant per test. */
  chatOwner: user("chat.owner", "Chad Chatter", 4),
  /** Level 4 (form, assistant, unlimited cards): the card page promises spec, a card per test. */
  promiseOwner: user("promise.owner", "Prue Promise", 4),
  /** Level 2 (form builder, assistant, one card): the new-leads count, on the desktop. */
  leadsOwner: user("leads.owner", "Lena Leads", 2),
  /** The same on the phone (level 2 holds one card). */
  leadsPhoneOwner: user("leads.phone", "Luis Leads", 2),
  /** Level 4 (unlimited cards): has a card, so the install guide opens by itself; both projects. */
  installOwner: user("install.owner", "Ivy Install", 4),
  /** Level 4 (Create Card open beside a card): the dashboard the server writes, on the desktop. */
  writtenOwner: user("written.owner", "Wren Written", 4),
  /** The same on the phone, with a card of its own. */
  writtenPhoneOwner: user("written.phone", "Wes Written", 4),
  /** Level 5, never changed: the organisations spec's administrator, who makes organisations (named per project). */
  orgsAdmin: user("orgs.admin", "Orla Organiser", 5),
  /** Level 4 (form builder, unlimited cards): the leads inbox spec's owner, a card per test. */
  inboxOwner: user("inbox.owner", "Ines Inbox", 4),
  /** Level 4 (unlimited cards): the video-call background spec's owner, a card per test. */
  backgroundOwner: user("bg.owner", "Vida Video", 4),
} satisfies Record<string, FixtureUser>;

/** Everyone start-server.ts inserts (the admin is created by the server itself). */
export const SEEDED_USERS: FixtureUser[] = Object.values(USERS);
