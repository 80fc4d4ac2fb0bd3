import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { describeCredit } from '#core/payments/credit';
import { type BalancePayment, calculateBalance, formatMoney } from '#core/payments/index';
import { placementWorkshopCount } from '#core/registrations/rules';
import type { FestivalRow } from '#server/domains/festival/index';
import type { PersonInfo, SessionInfo } from './allocation-inputs';

export interface AllocationEmailInput {
  festival: FestivalRow;
  person: PersonInfo;
  placed: SessionInfo[];
  waitlisted: { session: SessionInfo; position: number }[];
  /** What happened after the draw, as the place engine says it (a place that came up, a queue left). */
  sinceTheDraw?: string[];
  donateDiscount: boolean;
  payments: BalancePayment[];
}

function line(session: SessionInfo): string {
  return `${formatDayHeader(session.startsAt)}, ${formatTimeRange(session.startsAt, session.endsAt)}: ${session.name}`;
}

/** The "your workshops" email sent when an allocation is published: places, waitlists and balance. */
export function allocationEmail(input: AllocationEmailInput): { subject: string; text: string } {
  const { festival, person } = input;
  const byTime = (a: SessionInfo, b: SessionInfo) => a.startsAt.getTime() - b.startsAt.getTime();
  const placed = [...input.placed].sort(byTime);
  const waitlisted = [...input.waitlisted].sort((a, b) => byTime(a.session, b.session));
  // The price follows the places actually held; a full-day workshop counts as two.
  const balance = calculateBalance({
    pricing: festival,
    workshopsCount: placementWorkshopCount(placed),
    isEstimate: false,
    donateDiscount: input.donateDiscount,
    payments: input.payments,
  });
  const parts = [
    `Kia ora ${person.name},`,
    '',
    `The workshop lottery for NZIF ${festival.id} has been drawn.`,
    '',
    placed.length > 0
      ? 'Your workshops:'
      : 'We could not give you a place in any workshop you ranked this time.',
    ...placed.map((session) => `  • ${line(session)}`),
  ];
  if (waitlisted.length > 0) {
    parts.push(
      '',
      'You are on the waitlist for (we will let you know if a place comes up):',
      ...waitlisted.map(({ session, position }) => `  • ${line(session)} (number ${position} in line)`),
    );
  }
  if (input.sinceTheDraw?.length)
    parts.push('', 'Since the draw:', ...input.sinceTheDraw.map((line) => `  • ${line}`));
  parts.push(
    '',
    `Workshops: ${balance.workshopsCount}, total ${formatMoney(balance.total)}, paid ${formatMoney(balance.paid + balance.vouchers)}.`,
    balance.outstanding > 0
      ? `Balance to pay: ${formatMoney(balance.outstanding)}.`
      : balance.credit > 0
        ? describeCredit(balance, 'reply to this email').join('\n')
        : 'You are all paid up.',
    '',
    'You can see your workshops, waitlists and how the lottery placed you on the Register page.',
    '',
    'Ngā mihi,',
    'The NZIF team',
  );
  return { subject: `Your NZIF ${festival.id} workshops`, text: parts.join('\n') };
}
