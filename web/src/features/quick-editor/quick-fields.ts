/**
 * The quick editor's one-field edits, in the order the list shows them (name,
 * title, phone, email, website, address, About, company, video). Labels follow the full
 * editor's Basic Info so a field has the same name on both screens.
 */
import { type BusinessCard, cardAbout, cardWebsite } from "@core/card";
import { cardFieldsSchema } from "@core/schemas/card";
import {
  Briefcase,
  Building2,
  FileText,
  Globe,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  UserRound,
  Video,
} from "lucide-react";
import type { HTMLInputTypeAttribute } from "react";

export type DialogFieldKey =
  | "name"
  | "title"
  | "phone"
  | "email"
  | "website"
  | "address"
  | "company"
  | "videoUrl";
export type QuickFieldKey = DialogFieldKey | "about";

export interface QuickField {
  key: QuickFieldKey;
  label: string;
  /** Shown on the button while the card has no value. */
  emptyText: string;
  Icon: LucideIcon;
  value: (card: BusinessCard) => string | null;
}

export interface DialogField extends QuickField {
  key: DialogFieldKey;
  description: string;
  type: HTMLInputTypeAttribute;
  inputMode?: "text" | "tel" | "email" | "url";
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
}

const DIALOG_FIELDS: Record<DialogFieldKey, Omit<DialogField, "key">> = {
  name: {
    label: "Full Name",
    emptyText: "Add name",
    Icon: UserRound,
    value: (card) => card.name,
    description: "Your name as it heads the card.",
    type: "text",
    autoComplete: "name",
  },
  title: {
    label: "Job Title",
    emptyText: "Add title",
    Icon: Briefcase,
    value: (card) => card.title,
    description: "Your role, shown under your name.",
    type: "text",
    autoComplete: "organization-title",
  },
  phone: {
    label: "Phone Number",
    emptyText: "Add phone",
    Icon: Phone,
    value: (card) => card.phone,
    description: "Visitors can call this number from your card.",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
  },
  email: {
    label: "Email Address",
    emptyText: "Add email",
    Icon: Mail,
    value: (card) => card.email,
    description: "Visitors can write to this address from your card.",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
  },
  website: {
    label: "Website",
    emptyText: "Add website",
    Icon: Globe,
    value: cardWebsite,
    description: "An address without http:// is saved with https://.",
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    placeholder: "example.com",
  },
  address: {
    label: "Address",
    emptyText: "Add address",
    Icon: MapPin,
    value: (card) => card.address,
    description: "Visitors can find it on a map from your card.",
    type: "text",
    autoComplete: "street-address",
    multiline: true,
  },
  company: {
    label: "Company Name",
    emptyText: "Add company",
    Icon: Building2,
    value: (card) => card.company,
    description: "The organisation you work for.",
    type: "text",
    autoComplete: "organization",
  },
  videoUrl: {
    label: "Video URL",
    emptyText: "Add video",
    Icon: Video,
    value: (card) => card.videoUrl,
    description: "A YouTube or Vimeo link, or the address of a video file.",
    type: "url",
    inputMode: "url",
    placeholder: "https://youtube.com/watch?v=…",
  },
};

export const ABOUT_FIELD: QuickField = {
  key: "about",
  label: "About",
  emptyText: "Add About",
  Icon: FileText,
  value: cardAbout,
};

export function dialogField(key: DialogFieldKey): DialogField {
  return { key, ...DIALOG_FIELDS[key] };
}

const ORDER: QuickFieldKey[] = [
  "name",
  "title",
  "phone",
  "email",
  "website",
  "address",
  "about",
  "company",
  "videoUrl",
];

export const QUICK_FIELDS: QuickField[] = ORDER.map((key) =>
  key === "about" ? ABOUT_FIELD : dialogField(key),
);

/** The same rule the server applies to the field (core updateCardSchema). */
export function fieldSchema(key: QuickFieldKey) {
  return cardFieldsSchema.shape[key];
}

/** About's preview in the list is cut at 20 characters. */
const ABOUT_PREVIEW_LENGTH = 20;

export function aboutPreview(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > ABOUT_PREVIEW_LENGTH ? `${trimmed.slice(0, ABOUT_PREVIEW_LENGTH)}…` : trimmed;
}
