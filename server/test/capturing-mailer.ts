import type { Mail, Mailer } from "../lib/mailer";

/** A mailer that keeps what it is asked to send, so tests can read password-reset links. */
export function createCapturingMailer(): { mailer: Mailer; mails: Mail[] } {
  const mails: Mail[] = [];
  return {
    mails,
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
  };
}
