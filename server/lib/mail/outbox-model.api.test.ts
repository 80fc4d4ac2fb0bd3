import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { deliverEmail, type EmailTransport, MAX_EMAIL_ATTEMPTS, queueEmail, retryDelayMs } from './index';
import { EMAIL_CLAIM_MS } from './outbox';

/**
 * Random sequences of delivery jobs against the outbox, as the queue may run them: duplicates at
 * the same moment, refusals by the SMTP server, workers that claim an email and die, and time
 * passing. After every step the rows match a simple model, and no email was ever sent twice.
 */
type Op =
  | { kind: 'queue' }
  | { kind: 'deliver'; pick: number; accepted: boolean }
  | { kind: 'duplicates'; pick: number }
  | { kind: 'claimAndDie'; pick: number }
  | { kind: 'wait'; ms: number };

interface ModelEmail {
  id: number;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  dueAt: number;
  sends: number;
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: 'queue' }),
  fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(), accepted: fc.boolean() }),
  fc.record({ kind: fc.constant('duplicates' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('claimAndDie' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * 60 * 60 * 1000 }) }),
);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('outbox delivery, model-based', () => {
  it('never sends an email twice, and retries and gives up as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const model: ModelEmail[] = [];
        const sends = new Map<number, number>();
        const transport = (accepted: boolean): EmailTransport => ({
          name: 'model',
          async send(email) {
            if (!accepted) throw new Error('550 refused');
            sends.set(email.id, (sends.get(email.id) ?? 0) + 1);
          },
        });
        let now = Date.UTC(2027, 0, 1);
        // Applies one attempt to the model, as deliverEmail should.
        const attempt = (email: ModelEmail, accepted: boolean) => {
          if (email.state !== 'pending' || email.dueAt > now) return;
          email.attempts += 1;
          if (accepted) {
            email.state = 'sent';
            email.sends += 1;
          } else if (email.attempts >= MAX_EMAIL_ATTEMPTS) {
            email.state = 'failed';
            email.dueAt = now + retryDelayMs(email.attempts);
          } else {
            email.dueAt = now + retryDelayMs(email.attempts);
          }
        };

        for (const step of ops) {
          const at = new Date(now);
          const email = model.length ? model[('pick' in step ? step.pick : 0) % model.length] : undefined;
          if (step.kind === 'queue') {
            const row = await queueEmail(t.db, {
              kind: 'model',
              to: 'model@example.org',
              subject: 's',
              text: 't',
            });
            await t.db
              .update(emails)
              .set({ nextAttemptAt: at })
              .where(eq(emails.id, row?.id ?? 0));
            model.push({ id: row?.id ?? 0, state: 'pending', attempts: 0, dueAt: now, sends: 0 });
          } else if (step.kind === 'wait') {
            now += step.ms;
          } else if (email && step.kind === 'deliver') {
            await deliverEmail(t.db, transport(step.accepted), email.id, at);
            attempt(email, step.accepted);
          } else if (email && step.kind === 'duplicates') {
            await Promise.all([
              deliverEmail(t.db, transport(true), email.id, at),
              deliverEmail(t.db, transport(true), email.id, at),
            ]);
            attempt(email, true);
          } else if (email && step.kind === 'claimAndDie') {
            // A worker claims the email, then its process dies before sending.
            let claimed = () => {};
            const sending = new Promise<void>((resolve) => {
              claimed = resolve;
            });
            const dies: EmailTransport = {
              name: 'dies',
              send: () => {
                claimed();
                return new Promise(() => {});
              },
            };
            await Promise.race([sending, deliverEmail(t.db, dies, email.id, at)]);
            if (email.state === 'pending' && email.dueAt <= now) email.dueAt = now + EMAIL_CLAIM_MS;
          }

          const ids = model.map((m) => m.id);
          const rows = ids.length ? await t.db.select().from(emails).where(inArray(emails.id, ids)) : [];
          for (const expected of model) {
            const row = rows.find((r) => r.id === expected.id);
            expect(row?.state).toBe(expected.state);
            expect(row?.attempts).toBe(expected.attempts);
            expect(row?.nextAttemptAt.getTime()).toBe(
              expected.state === 'sent' ? row?.nextAttemptAt.getTime() : expected.dueAt,
            );
            expect(sends.get(expected.id) ?? 0).toBe(expected.sends);
            expect(expected.sends).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
