/**
 * Outgoing mail through SMTP_URL with nodemailer; without it, mails are written to the
 * server log so a self-hoster (and the end-to-end tests) can still follow reset links.
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes, e.g. a visitor's validated address on a form lead. */
  replyTo?: string;
  /** Files sent with the mail, e.g. a card's contact file the exchange mails to a visitor. */
  attachments?: MailAttachment[];
}

interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          "mail (no SMTP_URL set)",
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
