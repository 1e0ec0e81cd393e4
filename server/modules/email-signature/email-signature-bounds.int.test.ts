/**
 * The email signature's routes answer hostile input with a 4xx, never a 500: ids beyond the
 * column, megabyte query values, another user's session and no session at all.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

const BEYOND = "2147483648";
const LONG = "x".repeat(100_000);
const PICTURE_QUERIES = ["", `?v=${LONG}`, `?v=${"%25".repeat(2000)}`, "?v=a&v=b"];
/** Each route and the query values it reads, each one hostile but the first (none). */
const ROUTES: Array<[string, string[]]> = [
  [
    "/api/business-cards/:id/email-signature",
    [
      "",
      `?layout=${LONG}`,
      `?extra=${LONG}`,
      "?layout=classic&layout=banner",
      `?extra=${"%25".repeat(2000)}`,
    ],
  ],
  ["/api/email-signature/:id/photo.png", PICTURE_QUERIES],
  ["/api/email-signature/:id/qr.png", PICTURE_QUERIES],
];
const IDS = [BEYOND, "0", "-1", "1.5", "abc", LONG];

describe("the email signature's routes under hostile input", () => {
  it("answer every bad id and query value with a 4xx, with and without a session", async () => {
    const owner = await t.signedInUser(5, "bounds");
    const card = await kit.cardOf(owner, { name: "Bounds" });
    const answers: string[] = [];
    let asked = 0;
    for (const [path, queries] of ROUTES) {
      for (const id of [...IDS, String(card.id)]) {
        for (const query of queries) {
          for (const session of [owner.session, undefined]) {
            const url = `${path.replace(":id", id)}${query}`;
            const response = await t.request({ method: "GET", url, session });
            asked += 1;
            // The card's own id with no query is the one good request here.
            const good = id === String(card.id) && query === "";
            if (response.statusCode >= 500 || (!good && response.statusCode < 400)) {
              answers.push(
                `${url.slice(0, 80)} ${session ? "signed in" : "anonymous"} → ${response.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(answers).toEqual([]);
    expect(asked).toBe(ROUTES.reduce((sum, [, queries]) => sum + queries.length, 0) * (IDS.length + 1) * 2);
  });

  it("keep one user's signature from another user", async () => {
    const owner = await t.signedInUser(1, "bounds");
    const stranger = await t.signedInUser(3, "bounds");
    const card = await kit.cardOf(owner, { name: "Mine" });
    const response = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}/email-signature?layout=banner`,
      session: stranger.session,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("Mine");
  });
});
