import { formatDate, formatTimeRange } from '#core/festival/dates';
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
