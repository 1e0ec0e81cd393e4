/**
 * The background route under hostile input answers with a 4xx, never a 500 or a picture: ids
 * beyond the column or not numbers, junk and megabyte query values, repeated options, another
 * user's session and none at all (the input is checked first, so without a session bad input is
 * 400 as well). Unknown query keys are ignored. A level-4 user may make any card's background ("card.share").
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { backgroundUrl } from "./background-test-kit";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

const BEYOND = "2147483648";
const MEGABYTE = "x".repeat(1024 * 1024);
const BAD_IDS = [BEYOND, "0", "-1", "1.5", "abc", MEGABYTE.slice(0, 5000)];
const BAD_QUERIES = [
  "layout=LEFT",
  "layout=",
  "format=webp",
  "format=png&format=jpeg",
  "picture=gallery",
  `picture=${MEGABYTE}`,
  `layout=${"%25".repeat(2000)}`,
];

describe("GET /api/business-cards/{id}/background under hostile input", () => {
  it("refuses bad ids and option values with 400 (401 without a session), and never draws", async () => {
    const owner = await t.signedInUser(2, "bg-bounds");
    const card = await kit.cardOf(owner, { name: "Bounds" });
    const answers: string[] = [];
    // An address too long for the server is refused before routing (414).
    const check = async (url: string, session: string | undefined, expected: number[]) => {
      const response = await t.request({ method: "GET", url, session });
      if (!expected.includes(response.statusCode))
        answers.push(`${url.slice(0, 120)} → ${response.statusCode}`);
    };
    for (const id of BAD_IDS) {
      await check(backgroundUrl(id), owner.session, [400, 414]);
      await check(backgroundUrl(id), undefined, [400, 401, 414]);
    }
    for (const query of BAD_QUERIES) {
      await check(backgroundUrl(card.id, query), owner.session, [400, 414]);
      await check(backgroundUrl(card.id, query), undefined, [400, 401, 414]);
    }
    await check(backgroundUrl(card.id), undefined, [401]);
    expect(answers).toEqual([]);
  });

  it("keeps a card's background from other users below level 4, and unknown cards are 404", async () => {
    const owner = await t.signedInUser(2, "bg-owner");
    const card = await kit.cardOf(owner, { name: "Private" });
    for (const level of [1, 2, 3]) {
      const other = await t.signedInUser(level, "bg-other");
      const response = await t.request({
        method: "GET",
        url: backgroundUrl(card.id),
        session: other.session,
      });
      expect(response.statusCode, `level ${level}`).toBe(403);
      expect(response.headers["content-type"]).toMatch(/json/);
    }
    const editor = await t.signedInUser(4, "bg-editor");
    const allowed = await t.request({ method: "GET", url: backgroundUrl(card.id), session: editor.session });
    expect(allowed.statusCode).toBe(200);
    const unknown = await t.request({
      method: "GET",
      url: backgroundUrl(2_147_483_647),
      session: editor.session,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
