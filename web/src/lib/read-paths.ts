/**
 * The API reads a signed-in page makes as it opens, named once: the hooks that make them and
 * the routes that ask for them early (lib/early-requests.ts) must name the same address.
 */
export const USER_PATH = "/api/user";
export const NEW_LEADS_PATH = "/api/leads/new";
export const CARDS_PATH = "/api/business-cards";
export const DASHBOARD_SUMMARY_PATH = "/api/dashboard/summary";
/** The organisations the user belongs to: the sidebar asks, to know whether to show its entry. */
export const ORGANIZATIONS_PATH = "/api/organizations";
