/**
 * The device a tracking event came from, as a short line a card owner can read in analytics:
 * "Mobile · iOS · Safari". Parsed from the user agent with bowser (MIT); parts the agent
 * does not reveal are left out, and an agent that reveals nothing gives "Unknown".
 */
import Bowser from "bowser";

const UNKNOWN_DEVICE = "Unknown";

/** Fits the tracking tables' device columns (varchar 200) with room to spare. */
const MAX_DEVICE_LENGTH = 120;
/** Longer agents are not real browsers; parsing them only costs time. */
const MAX_AGENT_LENGTH = 1024;

const PLATFORM_LABELS: Record<string, string> = {
  mobile: "Mobile",
  tablet: "Tablet",
  desktop: "Desktop",
  tv: "TV",
  bot: "Bot",
};

export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent?.trim().slice(0, MAX_AGENT_LENGTH);
  // bowser throws on an empty agent.
  if (!agent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(agent);
  const parts = [
    parsed.platform.type ? (PLATFORM_LABELS[parsed.platform.type] ?? parsed.platform.type) : "",
    parsed.os.name ?? "",
    parsed.browser.name ?? "",
  ].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" · ").slice(0, MAX_DEVICE_LENGTH) : UNKNOWN_DEVICE;
}
