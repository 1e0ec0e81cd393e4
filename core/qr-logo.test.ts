import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { QR_LOGO_ERROR_CORRECTION, qrLogoBox, qrSvgWithLogo } from "./qr-logo";

describe("qrSvgWithLogo", () => {
  it("draws the logo over a white square in the middle of the code, its address escaped", async () => {
    const svg = await QRCode.toString("https://cards.test/view/jane", {
      type: "svg",
      margin: 2,
      errorCorrectionLevel: QR_LOGO_ERROR_CORRECTION,
    });
    const drawn = qrSvgWithLogo(svg, '/uploads/a.png?x=1&y="2"');
    expect(drawn.endsWith("</svg>") || drawn.endsWith("</svg>\n")).toBe(true);
    expect(drawn).toContain('href="/uploads/a.png?x=1&amp;y=&quot;2&quot;"');
    const size = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    const { backing } = qrLogoBox(size);
    expect(drawn).toContain(`<rect x="${Number(backing.x.toFixed(3))}"`);
    // Under 5% of the code is covered; level H restores up to 30%.
    expect((backing.side * backing.side) / (size * size)).toBeLessThan(0.05);
  });

  it("leaves anything that is not the library's SVG as it is", () => {
    expect(qrSvgWithLogo("<svg></svg>", "/uploads/a.png")).toBe("<svg></svg>");
  });
});
