/**
 * The browser-only part of image handling: reading a file's size in pixels, and drawing an
 * image onto a canvas to compress or crop it into a JPEG. The arithmetic lives in
 * compression.ts and crop-geometry.ts.
 */
import { fitWithin, jpegName } from "./compression";
import { type Area, cropOutputSize, rotatedSize, toRadians } from "./crop-geometry";
import { IMAGE_KINDS, type ImageKind } from "./image-kinds";

/** Quality of the cropper's JPEG; compression may bring it down to the kind's own. */
const CROP_QUALITY = 0.92;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be decoded."));
    image.src = src;
  });
}

/** Runs `use` on an object URL of the file, and always gives the URL back. */
async function withObjectUrl<T>(file: Blob, use: (url: string) => Promise<T>): Promise<T> {
  const url = URL.createObjectURL(file);
  try {
    return await use(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function readDimensions(file: File): Promise<{ width: number; height: number }> {
  return withObjectUrl(file, async (url) => {
    const image = await loadImage(url);
    if (!image.naturalWidth || !image.naturalHeight) throw new Error("The image has no size.");
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  // JPEG has no transparency: transparent parts become white, not black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  return [canvas, context];
}

function toJpegFile(canvas: HTMLCanvasElement, quality: number, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(new File([blob], jpegName(name), { type: "image/jpeg", lastModified: Date.now() }));
        else reject(new Error("The image could not be encoded."));
      },
      "image/jpeg",
      quality,
    );
  });
}

/**
 * The picture decoded upright (EXIF orientation applied), off the page's thread where the
 * browser can: a camera photo of 12 megapixels then does not freeze the progress shown.
 */
async function decodeUpright(
  file: File,
): Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Not decodable this way (or option unknown): try as an <img>, which applies EXIF too.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The file redrawn as a JPEG inside its kind's box at its kind's quality. Throws
 * when this browser cannot decode it; the original is then sent for the server to scale.
 */
export async function compressImage(file: File, kind: ImageKind): Promise<File> {
  const { maxWidth, maxHeight, quality } = IMAGE_KINDS[kind].compression;
  const picture = await decodeUpright(file);
  try {
    const size = fitWithin(picture.width, picture.height, maxWidth, maxHeight);
    const [canvas, context] = canvasOf(size.width, size.height);
    context.drawImage(picture.source, 0, 0, size.width, size.height);
    return await toJpegFile(canvas, quality, file.name);
  } finally {
    picture.release();
  }
}

/**
 * The cropper's result as a JPEG. `area` is in pixels of the rotated image (react-easy-crop's
 * croppedAreaPixels) and may reach past its edges when zoomed out; what lies outside is white.
 * One canvas of the output's size: the transform maps the area onto it.
 */
export async function cropImage(
  src: string,
  area: Area,
  rotation: number,
  kind: ImageKind,
  name: string,
): Promise<File> {
  const rules = IMAGE_KINDS[kind];
  if (!rules.crop) throw new Error(`A ${rules.noun} is not cropped.`);
  const image = await loadImage(src);
  const output = cropOutputSize(rules.crop, area, rules.compression);
  const [canvas, context] = canvasOf(output.width, output.height);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  context.scale(output.width / area.width, output.height / area.height);
  context.translate(-area.x, -area.y);
  context.translate(box.width / 2, box.height / 2);
  context.rotate(toRadians(rotation));
  context.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  context.drawImage(image, 0, 0);
  return toJpegFile(canvas, CROP_QUALITY, name);
}
