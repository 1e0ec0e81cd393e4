/**
 * The full editor's tabs in order, with their names. The tab strip, the guide's
 * 'Go to …' buttons and the jump to a field's message all name a tab by these.
 */
export type EditorTab = "basic" | "design" | "gallery" | "social" | "buttons" | "pwa" | "form" | "advanced";

export const TAB_LABELS: Record<EditorTab, string> = {
  basic: "Basic Info",
  design: "Design",
  gallery: "Gallery",
  social: "Social",
  buttons: "Buttons",
  pwa: "PWA Settings",
  form: "Form",
  advanced: "Advanced",
};
