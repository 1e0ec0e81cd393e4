/**
 * The quick editor's picture buttons: cover photo, profile picture and logo.
 * Only the profile picture opens the cropper; the cover photo and the logo are checked,
 * compressed and uploaded directly. Each change is saved at once, like the other fields.
 */

import { ImageField } from "@/features/card-fields/image-field";
import type { CardImageKind } from "@/features/uploads/image-kinds";
import { SectionHeading } from "./section-heading";

const ROWS: { kind: CardImageKind; label: string; crop: boolean }[] = [
  { kind: "coverPhoto", label: "Cover Photo", crop: false },
  { kind: "profilePicture", label: "Profile Picture", crop: true },
  { kind: "logo", label: "Logo", crop: false },
];

export function ImageSection() {
  return (
    <section aria-labelledby="quick-images-heading">
      <SectionHeading id="quick-images-heading">Images</SectionHeading>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {ROWS.map((row) => (
          <li key={row.kind}>
            <ImageField layout="row" {...row} />
          </li>
        ))}
      </ul>
    </section>
  );
}
