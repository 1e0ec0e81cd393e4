/**
 * An organisation's logo in the middle of its cards' QR codes. The code is drawn at the highest
 * error correction (H), which reads with up to 30% of it missing; the logo and its white backing
 * cover a square of 22% of the width, under 5% of the code, and never touch the finder patterns
 * in its corners.
 */

/** The QR error correction a code with a logo is drawn at. */
export const QR_LOGO_ERROR_CORRECTION = "H";
/** Share of the code's width the white square behind the logo covers. */
const QR_LOGO_SHARE = 0.22;
/** The logo's inset inside its white square, as a share of the code's width. */
const QR_LOGO_PADDING = 0.02;

/** Where the white square and the logo go in a code `size` units wide. */
export function qrLogoBox(size: number): { backing: Box; logo: Box } {
  const side = size * QR_LOGO_SHARE;
  const at = (size - side) / 2;
  const pad = size * QR_LOGO_PADDING;
  return {
    backing: { x: at, y: at, side },
    logo: { x: at + pad, y: at + pad, side: side - 2 * pad },
  };
}
interface Box {
  x: number;
  y: number;
  side: number;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const round = (n: number) => Number(n.toFixed(3));

/**
 * The qrcode library's SVG with the logo drawn in its middle, over a white square. The logo's
 * address goes into an attribute, escaped; the SVG's size is read from its viewBox.
 */
export function qrSvgWithLogo(svg: string, logo: string): string {
  const size = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1]);
  const end = svg.lastIndexOf("</svg>");
  if (!Number.isFinite(size) || size <= 0 || end < 0) return svg;
  const { backing, logo: box } = qrLogoBox(size);
  const href = logo.replace(/[&"<>]/g, (c) => XML_ESCAPES[c] ?? c);
  const drawn =
    `<rect x="${round(backing.x)}" y="${round(backing.y)}" width="${round(backing.side)}" height="${round(backing.side)}" fill="#ffffff"/>` +
    `<image href="${href}" x="${round(box.x)}" y="${round(box.y)}" width="${round(box.side)}" height="${round(box.side)}" preserveAspectRatio="xMidYMid meet"/>`;
  return svg.slice(0, end) + drawn + svg.slice(end);
}
