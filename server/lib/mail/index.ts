export { connectOutboxToQueue, createEmailJobs, EMAIL_BATCH_SIZE, type EmailDeliveryJob } from './jobs';
export {
  deliverEmail,
  deliverPendingEmails,
  type EmailOutcome,
  type EmailRow,
  type EmailTransport,
  enqueueEmailDelivery,
  insertEmailFor,
  listEmails,
  MAX_EMAIL_ATTEMPTS,
  type QueueEmailInput,
  queueEmail,
  queueEmails,
  retryDelayMs,
} from './outbox';
export { createEmailTransport, createSmtpTransport, outboxOnlyTransport } from './transport';
