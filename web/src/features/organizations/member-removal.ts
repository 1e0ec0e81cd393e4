import type { MemberRemoved } from "@core/schemas/organizations";

const cards = (count: number) => `${count} card${count === 1 ? "" : "s"}`;

/** What a removal did to the member's cards, as the screen says it: '2 cards transferred'. */
export function removalSummary({ transferred, deactivated }: MemberRemoved): string {
  if (transferred > 0) return `${cards(transferred)} transferred`;
  if (deactivated > 0) return `${cards(deactivated)} deactivated`;
  return "they had no cards of the organisation";
}
