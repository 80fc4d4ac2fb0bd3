import { formatDate, formatTimeRange } from '#core/festival/dates';
import { describeCredit } from '#core/payments/credit';
import { formatMoney } from '#core/payments/money';
import type { Cart } from '#core/registrations/rules';

/**
 * Email templates for registrations. Each has a plain-text part (what every client can show) and a
 * small HTML part built from the same lines, so the two never say different things.
 */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailSession {
  workshop: string;
  startsAt: Date;
  endsAt: Date;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function render(subject: string, paragraphs: string[]): EmailContent {
  const signOff = ['See you at the festival!', 'The NZIF team — registrations@improvfest.nz'];
  const all = [...paragraphs, ...signOff];
  return {
    subject,
    text: `${all.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${all
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}

const describeSession = (s: EmailSession) =>
  `${s.workshop} — ${formatDate(s.startsAt)}, ${formatTimeRange(s.startsAt, s.endsAt)}`;

function describeCart(cart: Cart): string {
  const lines = [
    `${cart.workshopsCount} workshop${cart.workshopsCount === 1 ? '' : 's'}: ${formatMoney(cart.value)}`,
  ];
  if (cart.discount > 0) lines.push(`Package discount: −${formatMoney(cart.discount)}`);
  lines.push(`Total: ${formatMoney(cart.total)} NZD (GST inclusive)`);
  return lines.join('\n');
}

export function registrationReceivedEmail(input: {
  name: string;
  year: number;
  earlybird: boolean;
}): EmailContent {
  return render(`Your NZIF ${input.year} registration`, [
    `Kia ora ${input.name},`,
    `Thanks for registering for NZIF ${input.year}. We have your registration.`,
    input.earlybird
      ? 'You can change your workshop preferences until preferential registration closes. After that we allocate places and email you your workshops; payment is due then, not now.'
      : 'You can add or leave workshops from the registration page at any time up to 48 hours before they start.',
  ]);
}

export function preferencesSavedEmail(input: {
  name: string;
  year: number;
  preferences: Array<EmailSession & { position: number }>;
  cart: Cart;
}): EmailContent {
  const list = input.preferences.length
    ? input.preferences.map((p) => `${p.position}. ${describeSession(p)}`).join('\n')
    : 'No workshops ranked yet.';
  return render(`NZIF ${input.year}: your workshop preferences`, [
    `Kia ora ${input.name},`,
    'We have saved your workshop preferences:',
    list,
    `If you got a place in every slot you ranked, it would cost:\n${describeCart(input.cart)}`,
    'Nothing is charged until places are allocated.',
  ]);
}

export function workshopAddedEmail(input: {
  name: string;
  year: number;
  session: EmailSession;
  removedFrom: EmailSession[];
  /** Waitlists left because of this place (clashing ones ranked lower). */
  leftWaitlists?: EmailSession[];
  cart: Cart;
  promoted: boolean;
}): EmailContent {
  const paragraphs = [
    `Kia ora ${input.name},`,
    input.promoted
      ? `Good news: a place came up and we have moved you off the waitlist into ${describeSession(input.session)}.`
      : `You have a place in ${describeSession(input.session)}.`,
  ];
  if (input.removedFrom.length) {
    paragraphs.push(
      `This replaces what you had at the same time:\n${input.removedFrom.map(describeSession).join('\n')}`,
    );
  }
  if (input.leftWaitlists?.length) {
    paragraphs.push(
      `You are no longer on the waitlist for these, as they are at the same time:\n${input.leftWaitlists.map(describeSession).join('\n')}`,
    );
  }
  paragraphs.push(describeCart(input.cart));
  const subject = input.promoted
    ? `NZIF ${input.year}: you’re off the waitlist for ${input.session.workshop}`
    : `NZIF ${input.year}: added to ${input.session.workshop}`;
  return render(subject, paragraphs);
}

export function workshopRemovedEmail(input: {
  name: string;
  year: number;
  session: EmailSession;
  cart: Cart;
}): EmailContent {
  return render(`NZIF ${input.year}: removed from ${input.session.workshop}`, [
    `Kia ora ${input.name},`,
    `You no longer have a place in ${describeSession(input.session)}.`,
    describeCart(input.cart),
  ]);
}

/** One change to someone's places, with why it happened (decision 009: every change says why). */
export type PlaceNotice =
  | { kind: 'promoted'; session: EmailSession; removedFrom: EmailSession[] }
  | { kind: 'joined'; session: EmailSession; removedFrom: EmailSession[]; leftWaitlists: EmailSession[] }
  | { kind: 'added-by-staff'; session: EmailSession }
  | { kind: 'removed'; session: EmailSession; reason: string }
  | { kind: 'waitlist-left'; session: EmailSession; reason: string }
  | { kind: 'waitlisted'; session: EmailSession; place: number; reason: string };

export function describeNotice(notice: PlaceNotice): string {
  switch (notice.kind) {
    case 'promoted':
      return [
        `A place came up, so we moved you off the waitlist into ${describeSession(notice.session)}.`,
        ...(notice.removedFrom.length
          ? [
              `It replaces what you had at the same time, which you ranked lower: ${notice.removedFrom.map(describeSession).join('; ')}.`,
            ]
          : []),
      ].join('\n');
    case 'joined':
      return [
        `You have a place in ${describeSession(notice.session)}.`,
        ...(notice.removedFrom.length
          ? [
              `It replaces what you had at the same time: ${notice.removedFrom.map(describeSession).join('; ')}.`,
            ]
          : []),
        ...(notice.leftWaitlists.length
          ? [
              `You are no longer on the waitlist for these, as they are at the same time: ${notice.leftWaitlists.map(describeSession).join('; ')}.`,
            ]
          : []),
      ].join('\n');
    case 'added-by-staff':
      return `The festival team gave you a place in ${describeSession(notice.session)}.`;
    case 'removed':
      return `You no longer have a place in ${describeSession(notice.session)}. ${notice.reason}`;
    case 'waitlist-left':
      return `You are no longer on the waitlist for ${describeSession(notice.session)}. ${notice.reason}`;
    case 'waitlisted':
      return `You are number ${notice.place} on the waitlist for ${describeSession(notice.session)} (1 is next). ${notice.reason}`;
  }
}

/**
 * Everything that happened to one person's places in one change, in one email: a cascade of
 * promotions or a staff action never sends the same person two messages.
 */
export function placesChangedEmail(input: {
  name: string;
  year: number;
  notices: PlaceNotice[];
  cart: Cart;
}): EmailContent {
  const only = input.notices.length === 1 ? input.notices[0] : undefined;
  const subject =
    only?.kind === 'promoted'
      ? `NZIF ${input.year}: you’re off the waitlist for ${only.session.workshop}`
      : `NZIF ${input.year}: changes to your workshops`;
  return render(subject, [
    `Kia ora ${input.name},`,
    ...input.notices.map(describeNotice),
    `Your workshops now come to:\n${describeCart(input.cart)}`,
    'Questions? Reply to this email or write to registrations@improvfest.nz.',
  ]);
}

/**
 * The festival cancelled a session someone held a place in, queued for or ranked. Money is never
 * refunded automatically: the new total is shown, and any overpayment waits as a credit.
 */
export function sessionCancelledEmail(input: {
  name: string;
  year: number;
  session: EmailSession;
  /** What they had: a place, a waitlist spot, or a ranked preference. */
  had: 'place' | 'waitlist' | 'preference';
  reason: string | null;
  cart: Cart;
  /** What followed in the same change (a waitlist it had blocked moved them up). */
  followed?: PlaceNotice[];
  /** Credit after the change (core's balance): money may be refunded, voucher value never. */
  credit?: { cashCredit: number; voucherCredit: number };
}): EmailContent {
  const what = {
    place: 'You no longer have a place in it.',
    waitlist: 'You are no longer on its waitlist.',
    preference: 'We have taken it out of your ranked workshops.',
  }[input.had];
  const paragraphs = [
    `Kia ora ${input.name},`,
    `We are sorry: ${describeSession(input.session)} has been cancelled. ${what}`,
  ];
  if (input.reason) paragraphs.push(`Why: ${input.reason}`);
  paragraphs.push(...(input.followed ?? []).map(describeNotice));
  paragraphs.push(`Your workshops now come to:\n${describeCart(input.cart)}`);
  if (input.credit) paragraphs.push(...describeCredit(input.credit, 'reply to this email'));
  paragraphs.push('Questions? Reply to this email or write to registrations@improvfest.nz.');
  return render(`NZIF ${input.year}: ${input.session.workshop} is cancelled`, paragraphs);
}
