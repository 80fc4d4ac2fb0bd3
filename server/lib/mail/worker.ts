import type { AppServices } from '#server/graphql/context';
import { createEmailTransport } from './transport';
import { deliverPendingEmails, type EmailTransport } from './outbox';

export interface EmailWorker {
  /** Delivers whatever is due now (also what the interval does). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export interface EmailWorkerOptions {
  transport?: EmailTransport & { close?(): void };
  intervalMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** Polls the outbox and delivers due emails; one run at a time, so runs never overlap. */
export function startEmailWorker(services: AppServices, options: EmailWorkerOptions = {}): EmailWorker {
  const transport = options.transport ?? createEmailTransport(services.env);
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = () => {
    running ??= deliverPendingEmails(services.db, transport, services.now())
      .then((report) => {
        if (report.retrying || report.failed) {
          log(`Email delivery: ${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed`);
        }
      })
      .catch((error: unknown) => log('Email delivery run failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, options.intervalMs ?? 5000);
  timer.unref();
  void runOnce();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close?.();
    },
  };
}
