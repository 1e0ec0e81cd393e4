/**
 * The single sign-on spec's own application (e2e/sso.spec.ts): the test identity provider
 * (oidc-provider, server/test/oidc-test-provider.ts) and the application configured for it, so
 * the suite's own server stays as it is (no button on its sign-in page). Any name typed at the
 * provider signs in, with the email `<name>@corp.example`; the seeded accounts `linker-desktop`
 * and `linker-phone` hold such emails, so signing in as those names asks to link them. The ready
 * line ends with the provider's issuer.
 */
import { freePort } from "../../server/test/free-port";
import { startTestProvider, TEST_CLIENT } from "../../server/test/oidc-test-provider";
import { serveOwnApp } from "./own-app";

const SSO_LABEL = "Sign in with Example SSO";
const LINKER_PASSWORD = "linker-password-1";

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// "localhost" for the provider: another host than the app's, as a real provider is.
const provider = await startTestProvider([`${origin}/api/auth/oidc/callback`], {
  host: "localhost",
  anyAccount: (name) => ({
    email: `${name}@corp.example`,
    email_verified: true,
    preferred_username: name,
    name: `Person ${name}`,
  }),
});
serveOwnApp({
  name: "sso",
  port,
  origin,
  env: {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    OIDC_LABEL: SSO_LABEL,
  },
  people: ["linker-desktop", "linker-phone"].map((username) => ({
    username,
    password: LINKER_PASSWORD,
    email: `${username}@corp.example`,
    fullName: `Linker ${username}`,
  })),
  readyExtra: [provider.issuer],
  onStop: () => provider.close(),
});
