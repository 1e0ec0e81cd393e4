/**
 * The wallet spec's own application (e2e/wallet.spec.ts): with WALLET_SIGNING=yes, signing
 * material for both wallets made by a throwaway certificate authority
 * (server/modules/wallet/wallet-test-kit.ts) and given to it as its operator would; otherwise none.
 * One person and one administrator to sign in; the spec names them (WALLET_PEOPLE, JSON).
 */
import { makeWalletSigningMaterial } from "../../server/modules/wallet/wallet-test-kit";
import { freePort } from "../../server/test/free-port";
import { serveOwnApp } from "./own-app";

const port = await freePort();
const signing = process.env.WALLET_SIGNING === "yes";
const material = signing ? makeWalletSigningMaterial() : undefined;
if (material) process.on("exit", () => material.remove());
serveOwnApp({
  name: signing ? "wallet-signed" : "wallet-unsigned",
  port,
  origin: `http://127.0.0.1:${port}`,
  env: material?.env ?? {},
  people: JSON.parse(process.env.WALLET_PEOPLE ?? "[]"),
});
