/**
 * The card's stored pictures as a background draws them: a picture behind everything, blurred
 * so it never competes with the text; a logo on a white tile (logos are made for light pages);
 * a profile photo cut round. A picture that cannot be read or decoded is left out, never a failure.
 */
import sharp from "sharp";
import { BACKGROUND_HEIGHT, BACKGROUND_WIDTH } from "../../../core/video-background";
import { MAX_INPUT_PIXELS } from "../uploads/upload-rules";

/** Reads a stored file by its storage name; undefined when there is none. */
export type ReadStored = (name: string) => Promise<Buffer | undefined>;

export interface Layer {
  png: Buffer;
  width: number;
  height: number;
}

/** Blurred at a quarter of the size and scaled up: the same softness as a wide blur, at a fraction of its work. */
const BLUR_SCALE = 4;
const BLUR_SIGMA = 6;

const decode = (input: Buffer) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();

async function readable(read: ReadStored, name: string | null): Promise<Buffer | undefined> {
  if (!name) return undefined;
  try {
    return await read(name);
  } catch {
    return undefined;
  }
}

/** The picture filling the background, blurred, with `shade` of black over it; undefined when it cannot be drawn. */
export async function blurredBackdrop(
  read: ReadStored,
  name: string | null,
  shade: number,
): Promise<Buffer | undefined> {
  const input = await readable(read, name);
  if (!input) return undefined;
  try {
    const small = await decode(input)
      .resize(BACKGROUND_WIDTH / BLUR_SCALE, BACKGROUND_HEIGHT / BLUR_SCALE, { fit: "cover" })
      .flatten({ background: "#000000" })
      .blur(BLUR_SIGMA)
      .png()
      .toBuffer();
    const veil = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}"><rect width="100%" height="100%" fill="#000000" fill-opacity="${shade}"/></svg>`,
    );
    return await sharp(small)
      .resize(BACKGROUND_WIDTH, BACKGROUND_HEIGHT, { kernel: "cubic" })
      .composite([{ input: veil }])
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** Inner padding of a logo's white tile, and its corner radius. */
const TILE_PADDING = 20;
const TILE_RADIUS = 16;

/** The logo fitted inside `maxWidth` x `maxHeight` on a white rounded tile; undefined when it cannot be drawn. */
export async function logoTile(
  read: ReadStored,
  name: string | null,
  maxWidth: number,
  maxHeight: number,
): Promise<Layer | undefined> {
  const input = await readable(read, name);
  if (!input) return undefined;
  try {
    const { data, info } = await decode(input)
      .resize(maxWidth - 2 * TILE_PADDING, maxHeight - 2 * TILE_PADDING, { fit: "inside" })
      .png()
      .toBuffer({ resolveWithObject: true });
    const width = info.width + 2 * TILE_PADDING;
    const height = info.height + 2 * TILE_PADDING;
    const tile = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${TILE_RADIUS}" fill="#ffffff"/></svg>`,
    );
    const png = await sharp(tile)
      .composite([{ input: data, left: TILE_PADDING, top: TILE_PADDING }])
      .png()
      .toBuffer();
    return { png, width, height };
  } catch {
    return undefined;
  }
}

/** The photo cut as a disc of `size` pixels; undefined when it cannot be drawn. */
export async function roundPhoto(
  read: ReadStored,
  name: string | null,
  size: number,
): Promise<Layer | undefined> {
  const input = await readable(read, name);
  if (!input) return undefined;
  try {
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
    );
    const png = await decode(input)
      .resize(size, size, { fit: "cover" })
      .ensureAlpha()
      .composite([{ input: disc, blend: "dest-in" }])
      .png()
      .toBuffer();
    return { png, width: size, height: size };
  } catch {
    return undefined;
  }
}
