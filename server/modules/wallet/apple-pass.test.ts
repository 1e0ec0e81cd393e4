import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { applePass } from "./apple-pass";
import type { PassImages } from "./pass-images";
import { makeWalletSigningMaterial, readZip, verifyPassSignature } from "./wallet-test-kit";

const locked = makeWalletSigningMaterial({ passphrase: "correct horse battery" });
afterAll(() => locked.remove());

describe("an Apple pass", () => {
  it("is signed with a passphrase-protected key, as an exported Pass Type ID key usually is", async () => {
    const config = loadConfig(locked.env).wallet.apple!;
    const square = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#123456" } })
      .png()
      .toBuffer();
    const images: PassImages = {
      "icon.png": square,
      "icon@2x.png": square,
      "logo.png": square,
      "logo@2x.png": square,
    };
    const file = applePass(
      config,
      {
        serialNumber: "card-1-1",
        name: "Jane Doe",
        title: null,
        company: null,
        url: "https://cards.example/view/jane?src=wallet",
        colors: { background: "rgb(0, 0, 0)", foreground: "rgb(255, 255, 255)", label: "rgb(255, 255, 255)" },
      },
      images,
    );
    const files = readZip(file);
    expect(() =>
      verifyPassSignature(files.get("signature")!, files.get("manifest.json")!, locked.rootCertPem),
    ).not.toThrow();
    // Signed by another authority's certificate, it would not chain.
    const stranger = makeWalletSigningMaterial();
    try {
      expect(() =>
        verifyPassSignature(files.get("signature")!, files.get("manifest.json")!, stranger.rootCertPem),
      ).toThrow(/does not chain/);
    } finally {
      stranger.remove();
    }
  });
});
