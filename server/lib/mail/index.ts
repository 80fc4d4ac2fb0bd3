export { connectOutboxToQueue, createEmailJobs, type EmailDeliveryJob } from './jobs';
export { createEmailTransport, createSmtpTransport, outboxOnlyTransport } from './transport';
export {
  deliverEmail,
  deliverPendingEmails,
  type EmailOutcome,
  type EmailRow,
  type EmailTransport,
  enqueueEmailDelivery,
  listEmails,
  MAX_EMAIL_ATTEMPTS,
  type QueueEmailInput,
  queueEmail,
  retryDelayMs,
} from './outbox';
