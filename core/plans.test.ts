import { describe, expect, it } from "vitest";
import { cardsClaim, PLAN_CLAIMS, PLAN_LEVELS, type PlanName, planFeatures } from "./plans";
import { ACTIONS, authorize } from "./policy";

const PLANS = Object.keys(PLAN_LEVELS) as PlanName[];

describe("the pricing table's claims", () => {
  it("each name actions of the access policy", () => {
    for (const claim of PLAN_CLAIMS) {
      expect(claim.actions.length, claim.label).toBeGreaterThan(0);
      for (const action of claim.actions) expect(ACTIONS, claim.label).toContain(action);
    }
  });

  it("give each plan what its level is allowed, no more", () => {
    const table = Object.fromEntries(
      PLANS.map((plan) => [
        plan,
        planFeatures(plan)
          .filter((feature) => feature.included)
          .map((feature) => feature.label),
      ]),
    );
    const everyone = [
      "All nine themes",
      "QR code and contact file",
      "Analytics of views, clicks, saves and form answers",
      "Custom buttons and social links",
    ];
    const professional = ["Your own card address", "Form builder", "AI sales assistant"];
    expect(table).toEqual({
      Basic: ["1 card", ...everyone],
      Professional: ["1 card", ...everyone, ...professional],
      Enterprise: ["Up to 3 cards", ...everyone, ...professional, "Custom CSS and embed codes"],
    });
  });

  it("name the card limit the policy holds each plan to", () => {
    for (const plan of PLANS) {
      const level = PLAN_LEVELS[plan];
      const actor = { id: 7, accessLevel: level };
      const limit = Number(/\d+/.exec(cardsClaim(level))?.[0]);
      expect(authorize(actor, "card.create", { ownerId: 7, ownedCount: limit - 1 }), plan).toBeUndefined();
      expect(authorize(actor, "card.create", { ownerId: 7, ownedCount: limit }), plan).toBeDefined();
    }
  });

  it("say 'Unlimited cards' only where the policy sets no limit", () => {
    expect(cardsClaim(4)).toBe("Unlimited cards");
    expect(
      authorize({ id: 7, accessLevel: 4 }, "card.create", { ownerId: 7, ownedCount: 10_000 }),
    ).toBeUndefined();
  });
});
