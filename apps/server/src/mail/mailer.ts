import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppDb } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';

export type MailMessage = { to: string; subject: string; text: string; purpose: string };

/** Sends account mail: through SMTP when `SMTP_URL` is set, otherwise into the outbox table. */
export type Mailer = { send(message: MailMessage): Promise<void> };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * No SMTP server configured: keep the mail in `mail_outbox`, where a person or a test opens its link.
 * The log notes the mail but never its body: the link's token grants the account.
 */
export function createOutboxMailer(db: AppDb, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        purpose: message.purpose,
      });
      log.info({ to: message.to, purpose: message.purpose }, 'mail kept in the outbox table (mail_outbox)');
    },
  };
}
