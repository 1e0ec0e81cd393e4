/**
 * A complete BusinessCard for tests, empty but for what the overrides set, so a test names
 * only the fields it is about.
 */
import { blankCard } from "../blank-card";
import type { BusinessCard } from "../card";

export function cardFixture(overrides: Partial<BusinessCard> = {}): BusinessCard {
  return { ...blankCard(overrides.id ?? 1, overrides.userId ?? 1), ...overrides };
}
