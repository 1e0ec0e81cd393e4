/**
 * The password-reset mails the server writes to its log when no SMTP server is configured, read
 * back by the specs that follow the mailed link.
 */
import { existsSync, readFileSync } from "node:fs";
import { SERVER_LOG_FILE } from "./env";
import { expect } from "./fixtures";

interface LogLine {
  msg?: string;
  mail?: { to?: string; text?: string };
}

function resetLinksFor(email: string): string[] {
  if (!existsSync(SERVER_LOG_FILE)) return [];
  const links: string[] = [];
  for (const line of readFileSync(SERVER_LOG_FILE, "utf8").split("\n")) {
    if (!line.includes("mail (no SMTP_URL set)")) continue;
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      continue; // A line still being written.
    }
    if (entry.mail?.to?.toLowerCase() !== email.toLowerCase()) continue;
    const link = entry.mail.text?.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** How many reset mails to this address the server has logged so far. */
export function countResetMails(email: string): number {
  return resetLinksFor(email).length;
}

/**
 * Waits until the server has logged a reset mail to `email` beyond the first `after` ones
 * and returns the newest link.
 */
export async function readResetLink(email: string, after = 0, timeout = 10_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = resetLinksFor(email);
        link = links.length > after ? links[links.length - 1] : undefined;
        return link;
      },
      { message: `a password-reset mail to ${email} in ${SERVER_LOG_FILE}`, timeout },
    )
    .toBeDefined();
  return link!;
}
