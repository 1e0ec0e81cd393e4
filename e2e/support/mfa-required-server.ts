/**
 * The required-second-step spec's own application (e2e/two-step-required.spec.ts): two-step
 * verification required from level 4, which on the suite's server would reach every spec's
 * administrator. Seeds `lee-desktop` and `lee-phone` at level 4, without an authenticator yet.
 */
import { freePort } from "../../server/test/free-port";
import { serveOwnApp } from "./own-app";

const port = await freePort();
serveOwnApp({
  name: "mfa-required",
  port,
  origin: `http://127.0.0.1:${port}`,
  env: { MFA_REQUIRED_FROM_LEVEL: "4" },
  people: ["lee-desktop", "lee-phone"].map((username) => ({
    username,
    password: "lee-password-1",
    fullName: "Lee Editor",
    accessLevel: 4,
  })),
});
