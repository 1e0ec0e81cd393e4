/**
 * The organisation's QR logo drawn into the middle of a card's QR code PNG, over a white square
 * (core/qr-logo.ts says where and why the code still reads). A logo that cannot be loaded, or
 * that another site serves without permission to read it back, leaves the plain code.
 */
import { qrLogoBox } from "@core/qr-logo";

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Pictures of other sites must allow reading, or the canvas could not be saved as a PNG.
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The logo could not be loaded."));
    image.src = src;
  });
}

export async function drawQrLogo(qrPng: string, logo: string, size: number): Promise<string> {
  try {
    const [code, picture] = await Promise.all([loadImage(qrPng), loadImage(logo)]);
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) return qrPng;
    context.drawImage(code, 0, 0, size, size);
    const { backing, logo: box } = qrLogoBox(size);
    context.fillStyle = "#ffffff";
    context.fillRect(backing.x, backing.y, backing.side, backing.side);
    // Fitted inside its square, keeping its proportions.
    const scale = Math.min(box.side / picture.naturalWidth, box.side / picture.naturalHeight);
    const width = picture.naturalWidth * scale;
    const height = picture.naturalHeight * scale;
    context.drawImage(
      picture,
      box.x + (box.side - width) / 2,
      box.y + (box.side - height) / 2,
      width,
      height,
    );
    return canvas.toDataURL("image/png");
  } catch {
    return qrPng;
  }
}
