export { createEmailTransport, createSmtpTransport, outboxOnlyTransport } from './transport';
export { type EmailWorker, startEmailWorker } from './worker';
export {
  deliverPendingEmails,
  type EmailRow,
  type EmailTransport,
  listEmails,
  MAX_EMAIL_ATTEMPTS,
  type QueueEmailInput,
  queueEmail,
  retryDelayMs,
} from './outbox';
