/**
 * The passkeys spec's own application (e2e/passkeys.spec.ts). Passkeys are bound to APP_URL's
 * host name, and a browser accepts no IP address as that name: the suite's server is at
 * 127.0.0.1, so this one has APP_URL at http://localhost (a secure context, like HTTPS, for
 * WebAuthn), with one person to sign in, named by the spec (PASSKEY_USERNAME, PASSKEY_PASSWORD).
 */
import { freePort } from "../../server/test/free-port";
import { serveOwnApp } from "./own-app";

const port = await freePort();
const username = process.env.PASSKEY_USERNAME ?? "pat-passkey";
serveOwnApp({
  name: "passkeys",
  port,
  origin: `http://localhost:${port}`,
  people: [
    {
      username,
      password: process.env.PASSKEY_PASSWORD ?? `${username}-pass-1`,
      fullName: "Pat Passkey",
    },
  ],
});
