import { describe, expect, it } from "vitest";
import { agentFacts } from "./visitor-agent";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

describe("agentFacts", () => {
  it("tells known bots from browsers", () => {
    expect(agentFacts("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").bot).toBe(
      true,
    );
    expect(agentFacts("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)").bot).toBe(
      true,
    );
    expect(agentFacts("facebookexternalhit/1.1").bot).toBe(true);
    expect(agentFacts("curl/8.5.0").bot).toBe(true);
    expect(agentFacts(IPHONE)).toEqual({ bot: false, device: "Mobile · iOS · Safari" });
  });

  it("counts a request without an agent as a visitor of unknown device", () => {
    expect(agentFacts(undefined)).toEqual({ bot: false, device: "Unknown" });
    expect(agentFacts("")).toEqual({ bot: false, device: "Unknown" });
  });

  it("answers the same for an agent it has seen, and keeps answering after many agents", () => {
    const first = agentFacts(IPHONE);
    expect(agentFacts(IPHONE)).toBe(first);
    for (let i = 0; i < 2500; i++) agentFacts(`Agent-${i}`);
    expect(agentFacts(IPHONE)).toEqual({ bot: false, device: "Mobile · iOS · Safari" });
  });
});
