/**
 * The QR code dialog, its code (the QR encoder) fetched when it is first opened, or when the
 * pointer or the focus reaches its button (`preloadQrDialog`): the dashboard and the editor show a
 * 'QR Code' button on every card, and none of them needs the encoder until one is pressed. Until
 * it has been opened once, nothing of it is in the page.
 */
import { Suspense, useState } from "react";
import { lazyPart } from "@/lib/lazy-part";
import type { QrDialogProps } from "./qr-dialog";

const QrDialogPart = lazyPart("src/features/cards/qr/qr-dialog.tsx", () =>
  import("./qr-dialog").then((module) => ({ default: module.QrDialog })),
);

export const preloadQrDialog = (): void => void QrDialogPart.preload();

export function LazyQrDialog(props: QrDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <QrDialogPart {...props} />
    </Suspense>
  );
}
