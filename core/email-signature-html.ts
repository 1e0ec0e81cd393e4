/**
 * The email signature's HTML, written for email clients rather than browsers: tables for layout
 * and inline styles only (Gmail drops <style>, Outlook lays out with Word's engine), pictures as
 * absolute addresses with width, height and alt text (clients block them until asked, and
 * Outlook ignores CSS sizes and border-radius, so the photo comes pre-cut round as a PNG), and
 * every piece of the card's text escaped.
 */
import { escapeHtml } from "./html-escape";

/** The signature's colours, each a #rrggbb from the card's look. */
export interface SignatureColors {
  surface: string;
  text: string;
  mutedText: string;
  accent: string;
  accentText: string;
}

/** A text link of the signature: its words and where it goes ("" for none). */
export interface SignatureLink {
  label: string;
  href: string;
}

/** What one rendering shows: the card's words, its addresses, and the optional parts kept. */
export interface SignatureContent {
  name: string;
  role: string | null;
  phone: SignatureLink | null;
  email: SignatureLink | null;
  cardUrl: string;
  photo: { src: string; alt: string } | null;
  links: SignatureLink[];
  extra: { kind: "qr"; src: string; alt: string } | { kind: "save"; href: string } | null;
  colors: SignatureColors;
}

/** The words of the 'Save my contact' link. */
export const SAVE_CONTACT_TEXT = "Save my contact";

/**
 * Web-safe faces every client has: a signature must not depend on fonts it cannot load. Set on
 * every cell, because Outlook does not carry a font into nested tables.
 */
const FONT = "font-family:Arial,Helvetica,sans-serif";
/** Shown sizes (CSS pixels); the pictures are drawn at twice these for sharp screens. */
export const PHOTO_SIZE = { classic: 80, compact: 48, banner: 64 } as const;
export const QR_SIZE = 72;

const attr = escapeHtml;

/** A table that only lays out: no spacing of its own, announced as presentation. */
function table(content: string, style = ""): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${content}</table>`;
}

function row(cells: string): string {
  return `<tr>${cells}</tr>`;
}

/** A cell; `background` is set as bgcolor too, which Outlook reads where it ignores the style. */
function cell(content: string, style = "", background?: string): string {
  const bgcolor = background ? ` bgcolor="${background}"` : "";
  const fill = background ? `background-color:${background};` : "";
  return `<td${bgcolor} style="padding:0;vertical-align:top;${FONT};${fill}${style}">${content}</td>`;
}

/** One line of text in a column: a row of its own, so no client merges or drops it. */
function line(content: string, style = ""): string {
  return row(cell(content, style));
}

/** A link; one with no address (a phone number without digits) is shown as text. */
function link(target: SignatureLink, color: string, style = ""): string {
  if (target.href === "") return `<span style="color:${color};${style}">${escapeHtml(target.label)}</span>`;
  return `<a href="${attr(target.href)}" style="color:${color};text-decoration:none;${style}">${escapeHtml(target.label)}</a>`;
}

/** A picture at its shown size: width and height as attributes too (Outlook reads only those). */
function image(src: string, alt: string, size: number, style = ""): string {
  return `<img src="${attr(src)}" width="${size}" height="${size}" alt="${attr(alt)}" style="display:block;border:0;outline:none;width:${size}px;height:${size}px;${style}">`;
}

function photoCell(content: SignatureContent, size: number, style: string): string {
  if (!content.photo) return "";
  const picture = image(content.photo.src, content.photo.alt, size, "border-radius:50%;");
  return cell(`<a href="${attr(content.cardUrl)}">${picture}</a>`, style);
}

function nameLine(content: SignatureContent, color: string, size: number): string {
  return line(
    link({ label: content.name, href: content.cardUrl }, color, `font-weight:bold;font-size:${size}px;`),
    `font-size:${size}px;line-height:1.3;`,
  );
}

function roleLine(content: SignatureContent, color: string): string {
  return content.role ? line(escapeHtml(content.role), `color:${color};font-size:13px;`) : "";
}

/** Phone and email, each on its own line (classic, banner) or side by side (compact). */
function contactLines(content: SignatureContent, together: boolean): string {
  const { text, mutedText } = content.colors;
  const parts = [content.phone, content.email].filter((part) => part !== null);
  if (parts.length === 0) return "";
  const links = parts.map((part) => link(part, text));
  if (together) return line(links.join(separator(mutedText)), "font-size:13px;padding-top:4px;");
  return links
    .map((piece, index) => line(piece, `font-size:13px;${index === 0 ? "padding-top:6px;" : ""}`))
    .join("");
}

function separator(color: string): string {
  return `<span style="color:${color};">&nbsp;|&nbsp;</span>`;
}

/** The website and social links in one row of text links. */
function linksLine(content: SignatureContent): string {
  if (content.links.length === 0) return "";
  const { accent, mutedText } = content.colors;
  const links = content.links.map((target) => link(target, accent, "font-weight:bold;"));
  return line(links.join(separator(mutedText)), "font-size:13px;padding-top:6px;");
}

function saveLine(content: SignatureContent): string {
  if (content.extra?.kind !== "save") return "";
  return line(
    link(
      { label: SAVE_CONTACT_TEXT, href: content.extra.href },
      content.colors.accent,
      "font-weight:bold;text-decoration:underline;",
    ),
    "font-size:13px;padding-top:6px;",
  );
}

function qrCell(content: SignatureContent, style: string): string {
  if (content.extra?.kind !== "qr") return "";
  const qr = image(content.extra.src, content.extra.alt, QR_SIZE);
  return cell(`<a href="${attr(content.cardUrl)}">${qr}</a>`, style);
}

function outer(content: SignatureContent, rows: string): string {
  const { surface, text } = content.colors;
  return table(row(cell(table(rows), `color:${text};font-size:14px;line-height:1.4;`, surface)));
}

/** Classic: the round photo beside a column of details, a bar in the accent between them. */
export function classicHtml(content: SignatureContent): string {
  const { accent, mutedText } = content.colors;
  const details = table(
    nameLine(content, accent, 18) +
      roleLine(content, mutedText) +
      contactLines(content, false) +
      linksLine(content) +
      saveLine(content),
  );
  return outer(
    content,
    row(
      photoCell(content, PHOTO_SIZE.classic, "padding:8px 14px 8px 8px;") +
        cell(details, `padding:8px 12px 8px 14px;border-left:2px solid ${accent};`) +
        qrCell(content, "padding:8px;vertical-align:middle;"),
    ),
  );
}

/** Compact: a small photo, then the name and role in one line and the rest below. */
export function compactHtml(content: SignatureContent): string {
  const { accent, mutedText } = content.colors;
  const heading = link(
    { label: content.name, href: content.cardUrl },
    accent,
    "font-weight:bold;font-size:15px;",
  );
  const role = content.role
    ? `<span style="color:${mutedText};font-size:13px;">&nbsp;&middot;&nbsp;${escapeHtml(content.role)}</span>`
    : "";
  const details = table(
    line(heading + role, "font-size:15px;line-height:1.3;") +
      contactLines(content, true) +
      linksLine(content) +
      saveLine(content),
  );
  return outer(
    content,
    row(
      photoCell(content, PHOTO_SIZE.compact, "padding:6px 10px 6px 6px;vertical-align:middle;") +
        cell(details, "padding:6px;vertical-align:middle;") +
        qrCell(content, "padding:6px;vertical-align:middle;"),
    ),
  );
}

/** Banner: the photo, name and role on a band of the accent colour, the details beneath it. */
export function bannerHtml(content: SignatureContent): string {
  const { accent, accentText } = content.colors;
  const heading = table(
    nameLine(content, accentText, 18) +
      (content.role ? line(escapeHtml(content.role), `color:${accentText};font-size:13px;`) : ""),
  );
  const band = table(
    row(
      photoCell(content, PHOTO_SIZE.banner, "padding:10px 12px 10px 10px;vertical-align:middle;") +
        cell(heading, "padding:10px 16px 10px 0;vertical-align:middle;"),
    ),
  );
  const details = table(contactLines(content, false) + linksLine(content) + saveLine(content));
  const below = table(
    row(
      cell(details, "padding:4px 12px 10px 10px;") +
        qrCell(content, "padding:8px 10px;vertical-align:middle;"),
    ),
  );
  return outer(content, row(cell(band, `color:${accentText};`, accent)) + line(below));
}
