export { createEmailTransport, createSmtpTransport, outboxOnlyTransport } from './email-transport';
export { type EmailWorker, startEmailWorker } from './email-worker';
export {
  deliverPendingEmails,
  type EmailRow,
  type EmailTransport,
  listEmails,
  MAX_EMAIL_ATTEMPTS,
  type QueueEmailInput,
  queueEmail,
  retryDelayMs,
} from './emails.service';
