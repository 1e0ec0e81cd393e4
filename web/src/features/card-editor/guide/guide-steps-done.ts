/**
 * Which of the editor guide's steps the saved card already shows done, so the guide's progress
 * follows what the person did and not only the steps they marked complete:
 * - basic info: a name and a way to reach them (email or phone);
 * - design: a theme other than the one every card starts with, or any of its pictures;
 * - gallery, social, buttons: at least one image, link or custom button.
 */
import type { BusinessCard } from "@core/card";
import { galleryImages, imageSrc, shownButtons, socialEntries } from "@core/card-links";
import { DEFAULT_THEME, isThemeValue } from "@core/themes";
import { GUIDE_STEPS, type GuideStep } from "./use-editor-guide";

type GuideCard = Pick<
  BusinessCard,
  | "name"
  | "email"
  | "phone"
  | "theme"
  | "profilePicture"
  | "coverPhoto"
  | "logo"
  | "logoUrl"
  | "gallery"
  | "socialLinks"
  | "customButtons"
>;

function filled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

const DONE: Record<GuideStep, (card: GuideCard) => boolean> = {
  basic: (card) => filled(card.name) && (filled(card.email) || filled(card.phone)),
  design: (card) =>
    (isThemeValue(card.theme) && card.theme !== DEFAULT_THEME) ||
    [card.profilePicture, card.coverPhoto, card.logoUrl || card.logo].some(
      (image) => imageSrc(image) !== null,
    ),
  gallery: (card) => galleryImages(card.gallery).length > 0,
  social: (card) => socialEntries(card.socialLinks).length > 0,
  buttons: (card) => shownButtons(card.customButtons).length > 0,
};

export function stepsDoneByCard(card: GuideCard): GuideStep[] {
  return GUIDE_STEPS.filter((step) => DONE[step](card));
}
