/**
 * Access levels 1-5 and their two naming sets: the product names (Basic to Admin) on the
 * dashboard, editors, analytics and account screens, the role names (User to System Admin) on
 * the administration and salesbot screens.
 * Who may do what is decided in core/policy.ts.
 */
const ACCESS_LEVELS = [1, 2, 3, 4, 5] as const;
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
