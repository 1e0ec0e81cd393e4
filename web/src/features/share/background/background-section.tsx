/**
 * The video-call background: a 1920x1080 picture of the card (name, title, company, logo and a
 * QR code of its address, counted as the 'background' source) drawn by the server in one of
 * three layouts, on the theme colours or one of the card's pictures, as PNG or JPEG. Previewed
 * as drawn, downloaded, and explained for Zoom, Google Meet and Microsoft Teams.
 */
import type { BusinessCard } from "@core/card";
import { cardDisplayName } from "@core/card-display";
import {
  BACKGROUND_FORMAT_LABELS,
  BACKGROUND_FORMATS,
  BACKGROUND_LAYOUT_LABELS,
  BACKGROUND_LAYOUTS,
  BACKGROUND_PICTURE_LABELS,
  type BackgroundFormat,
  type BackgroundLayout,
  type BackgroundPicture,
  backgroundPath,
} from "@core/video-background";
import { Download } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ChoiceGroup } from "../choice-group";
import { ShareSection } from "../share-section";
import { BackgroundHelp } from "./background-help";
import { BackgroundPreview } from "./background-preview";

/** The pictures this card has to draw on (the theme colours always). */
function picturesOf(card: BusinessCard): BackgroundPicture[] {
  return [
    "theme",
    ...(card.coverPhoto ? (["cover"] as const) : []),
    ...(card.profilePicture ? (["photo"] as const) : []),
  ];
}

export function BackgroundSection({ card }: { card: BusinessCard }) {
  const [layout, setLayout] = useState<BackgroundLayout>("left");
  const [picture, setPicture] = useState<BackgroundPicture>("theme");
  const [format, setFormat] = useState<BackgroundFormat>("png");
  const pictures = picturesOf(card);
  const chosenPicture = pictures.includes(picture) ? picture : "theme";
  // The card's last change in the address, so an edited card is never previewed from an old copy.
  const path = `${backgroundPath(card.id, { layout, format, picture: chosenPicture })}&v=${encodeURIComponent(card.updatedAt)}`;
  const name = cardDisplayName(card);

  return (
    <ShareSection
      id="video-background"
      title="Video-call background"
      description="A background picture for Zoom, Google Meet or Microsoft Teams with your name, title, company and a QR code of your card. Visits through the code show as 'Video background' in your analytics."
    >
      <div className="space-y-6">
        <div className="space-y-4">
          <ChoiceGroup
            legend="Layout"
            values={BACKGROUND_LAYOUTS}
            labels={BACKGROUND_LAYOUT_LABELS}
            value={layout}
            onChange={setLayout}
          />
          {pictures.length > 1 && (
            <ChoiceGroup
              legend="Background"
              values={pictures}
              labels={BACKGROUND_PICTURE_LABELS}
              value={chosenPicture}
              onChange={setPicture}
            />
          )}
          <ChoiceGroup
            legend="File format"
            values={BACKGROUND_FORMATS}
            labels={BACKGROUND_FORMAT_LABELS}
            value={format}
            onChange={setFormat}
          />
        </div>
        <BackgroundPreview
          src={path}
          alt={`Video-call background for ${name}: ${BACKGROUND_LAYOUT_LABELS[layout].toLowerCase()}, with a QR code of the card in an upper corner`}
        />
        <a href={path} download className={buttonClasses("primary")}>
          <Download className="h-4 w-4" aria-hidden />
          Download background
        </a>
        <BackgroundHelp />
      </div>
    </ShareSection>
  );
}
