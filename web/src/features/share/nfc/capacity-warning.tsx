/** Says so when a tag's address is too long for an NTAG213, the smallest tag commonly sold. */
import { fitsNtag213, NTAG213_NDEF_BYTES, ndefUriMessageBytes } from "@core/nfc-tags";
import { TriangleAlert } from "lucide-react";

export function CapacityWarning({ url }: { url: string }) {
  if (fitsNtag213(url)) return null;
  return (
    <p className="flex gap-2 rounded-md border border-border bg-muted p-3 text-sm">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        This address needs {ndefUriMessageBytes(url)} bytes, more than the {NTAG213_NDEF_BYTES} an NTAG213 tag
        holds. Use a larger tag (NTAG215 or NTAG216), or ask your administrator for a shorter APP_URL.
      </span>
    </p>
  );
}
