import { QR_LOGO_ERROR_CORRECTION } from "@core/qr-logo";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { drawQrLogo } from "./draw-qr-logo";

/** Pixels of the generated PNG: sharp on high-density screens and good enough to print. */
const QR_SIZE_PX = 512;

export type QrCodeState = { status: "pending" } | { status: "ready"; dataUrl: string } | { status: "error" };

/**
 * A PNG data URL of `text` as a QR code. Generated only while `enabled` (the dialog is
 * open), always black on white so scanners read it in the dark theme too; with the
 * organisation's `logo` in the middle when the card has one.
 */
export function useQrCode(text: string, enabled: boolean, logo: string | null = null): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: "pending" });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState({ status: "pending" });
    QRCode.toDataURL(text, {
      width: QR_SIZE_PX,
      margin: 2,
      errorCorrectionLevel: logo ? QR_LOGO_ERROR_CORRECTION : "M",
      color: { dark: "#000000", light: "#ffffff" },
    })
      .then((png) => (logo ? drawQrLogo(png, logo, QR_SIZE_PX) : png))
      .then((dataUrl) => {
        if (!cancelled) setState({ status: "ready", dataUrl });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "error" });
      });
    return () => {
      cancelled = true;
    };
  }, [text, enabled, logo]);
  return state;
}
