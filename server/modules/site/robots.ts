/**
 * robots.txt: public card pages (and what they link: manifests, vCards) are meant to be found
 * and previewed; the signed-in screens and the private API are not worth a crawler's visit.
 * Disallowing is no protection (the server enforces every permission); it keeps search
 * results clean.
 */
const PRIVATE_PATHS = [
  "/dashboard",
  "/card-editor/",
  "/editor/",
  "/mobile-editor/",
  "/analytics/",
  "/account",
  "/guide",
  "/users",
  "/security",
  "/salesbot/",
  "/reset-password",
  "/claim/",
  "/api/business-cards",
  "/api/users",
  "/api/dashboard",
];

export const ROBOTS_TXT = [
  "User-agent: *",
  "Allow: /",
  ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
  "",
].join("\n");
