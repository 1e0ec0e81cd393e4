/**
 * Access levels 1-5 and their two naming sets (spec 000 §6, spec 001 §6, DESIGN §6.4).
 * Both sides read permissions from here so the interface mirrors what the server enforces.
 */
export const ACCESS_LEVELS = [1, 2, 3, 4, 5] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
export const DEFAULT_ACCESS_LEVEL: AccessLevel = 1;

/** Names used by the dashboard, editors, analytics and account screens. */
const PRODUCT_LEVEL_NAMES: Record<AccessLevel, string> = {
  1: "Basic",
  2: "Professional",
  3: "Enterprise",
  4: "Editor",
  5: "Admin",
};

/** Names used by the administration and salesbot screens. */
const ADMIN_LEVEL_NAMES: Record<AccessLevel, string> = {
  1: "User",
  2: "Manager",
  3: "Developer",
  4: "Admin",
  5: "System Admin",
};

function clampLevel(level: number): AccessLevel {
  const whole = Math.trunc(level);
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, whole)) as AccessLevel;
}

export function productLevelName(level: number): string {
  return PRODUCT_LEVEL_NAMES[clampLevel(level)];
}

export function adminLevelName(level: number): string {
  return ADMIN_LEVEL_NAMES[clampLevel(level)];
}

/** Minimum levels of the capability matrix. */
export const LEVEL = {
  signedIn: 1,
  editOwnSlug: 2,
  salesbot: 2,
  customCss: 3,
  manageOthers: 4,
  userManagement: 4,
  deleteCard: 5,
  systemAdmin: 5,
} as const;

export function hasLevel(userLevel: number | undefined | null, required: number): boolean {
  return (userLevel ?? 0) >= required;
}

interface Actor {
  id: number;
  accessLevel: number;
}

/**
 * Whether `actor` manages other users at `level` (decision 005): an administrator manages
 * the levels below their own, and a system administrator (level 5) every level, their peers
 * included. So level-4 administrators cannot reset each other's passwords or delete each
 * other, and a level-5 account can always be managed by another.
 */
export function managesLevel(actor: Actor, level: number): boolean {
  if (!hasLevel(actor.accessLevel, LEVEL.manageOthers)) return false;
  return hasLevel(actor.accessLevel, LEVEL.systemAdmin) || level < actor.accessLevel;
}

/** Whether `actor` may change the profile of the user `target`: themselves, or someone they manage. */
export function canEditUser(actor: Actor, target: Actor): boolean {
  return actor.id === target.id || managesLevel(actor, target.accessLevel);
}
