import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** Pixels of the generated PNG: sharp on high-density screens and good enough to print. */
const QR_SIZE_PX = 512;

export type QrCodeState = { status: "pending" } | { status: "ready"; dataUrl: string } | { status: "error" };

/**
 * A PNG data URL of `text` as a QR code. Generated only while `enabled` (the dialog is
 * open), always black on white so scanners read it in the dark theme too.
 */
export function useQrCode(text: string, enabled: boolean): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: "pending" });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState({ status: "pending" });
    QRCode.toDataURL(text, {
      width: QR_SIZE_PX,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#000000", light: "#ffffff" },
    })
      .then((dataUrl) => {
        if (!cancelled) setState({ status: "ready", dataUrl });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "error" });
      });
    return () => {
      cancelled = true;
    };
  }, [text, enabled]);
  return state;
}
