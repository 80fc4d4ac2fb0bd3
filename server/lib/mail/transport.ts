import nodemailer from 'nodemailer';
import type { Env } from '#server/env';
import type { EmailRow, EmailTransport } from './outbox';

/** Sends through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, from: string): EmailTransport & { close(): void } {
  // Every wait is well inside the outbox's claim (EMAIL_CLAIM_MS), so a slow server makes an
  // attempt fail rather than outlive the claim and let a second worker send the same email.
  // Pooled: a few connections kept open and reused, instead of a new connection (and greeting)
  // per email, which held delivery to a few emails a second (issue 32).
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    maxMessages: 500,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return {
    name: 'smtp',
    async send(email: EmailRow) {
      await transporter.sendMail({
        // The same id on every attempt: a receiver that saw the first copy can drop a second one.
        messageId: `<outbox-${email.id}-${email.createdAt.getTime()}@${domain}>`,
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the outbox table is the mailbox: delivering only marks the email sent, and staff
 * read it at /admin/emails. Nothing leaves the machine.
 */
export const outboxOnlyTransport: EmailTransport = {
  name: 'outbox',
  async send() {},
};

export function createEmailTransport(env: Env): EmailTransport & { close?(): void } {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : outboxOnlyTransport;
}
