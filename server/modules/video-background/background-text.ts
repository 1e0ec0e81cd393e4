/**
 * One block of text drawn as a transparent PNG in the bundled font (background-font.ts), with
 * sharp's text input (Pango). Text is wrapped at `width`; a block taller than `maxHeight` at its
 * size (a long name) is drawn again by sharp at the size that fits the box, so nothing is ever cut.
 */
import sharp from "sharp";
import { escapeHtml } from "../../../core/html-escape";
import { backgroundFont } from "./background-font";

export interface TextBlock {
  text: string;
  /** In pixels (Pango's points at 72 dpi). */
  size: number;
  bold?: boolean;
  color: string;
  width: number;
  maxHeight: number;
  align?: "left" | "right";
}

export interface DrawnText {
  png: Buffer;
  width: number;
  height: number;
}

/** Pango markup of plain text: its markup characters escaped, control characters (which markup refuses) as spaces. */
export function pangoText(text: string, color: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const plain = text.replace(/[\u0000-\u001f\u007f]/g, " ");
  return `<span foreground="${color}">${escapeHtml(plain)}</span>`;
}

async function draw(block: TextBlock, fit: boolean): Promise<DrawnText> {
  const font = backgroundFont();
  const { data, info } = await sharp({
    text: {
      text: pangoText(block.text, block.color),
      font: `${font.family}${block.bold ? " Bold" : ""} ${block.size}`,
      fontfile: block.bold ? font.bold : font.regular,
      width: Math.floor(block.width),
      // With a height, sharp picks the resolution at which the text fills the box.
      ...(fit ? { height: Math.floor(block.maxHeight) } : { dpi: 72 }),
      align: block.align ?? "left",
      wrap: "word-char",
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

export async function drawText(block: TextBlock): Promise<DrawnText> {
  const drawn = await draw(block, false);
  if (drawn.height <= block.maxHeight && drawn.width <= block.width) return drawn;
  return draw(block, true);
}
