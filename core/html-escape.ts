/**
 * Text and attribute values made safe inside HTML that is copied out of the product (an email
 * signature, a website button): every character HTML gives a meaning to becomes its entity.
 */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
