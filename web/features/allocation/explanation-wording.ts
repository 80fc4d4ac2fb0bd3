import { formatDayHeader } from '#core/festival/dates';

/** One missed choice, as `myWorkshopAllocation.explanation[].better` gives it. */
export interface MissedChoice {
  sessionId: string;
  name: string;
  withinSlotRank: number;
  /** full, same-activity or other-half-better (the engine's reasons, docs/allocation.md). */
  reason: string;
  capacity: number;
  held: number;
  heldBeforeLottery: number;
}

/** What the lottery did in one half-day slot. */
export interface SlotOutcome {
  slot: string;
  /** The workshop obtained, or null for nothing. */
  name: string | null;
  withinSlotRank: number | null;
  keptFromBefore: boolean;
  adjusted: boolean;
  better: MissedChoice[];
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function places(n: number): string {
  return `${n} ${n === 1 ? 'place' : 'places'}`;
}

/** 'Tuesday, 5 October, morning' from '2027-10-05:am'. */
export function slotLabel(slot: string): string {
  const [date = '', half] = slot.split(':');
  return `${formatDayHeader(date)}, ${half === 'pm' ? 'afternoon' : 'morning'}`;
}

function gotSentence(outcome: SlotOutcome): string {
  if (outcome.name === null) {
    return outcome.better.length > 0
      ? 'You didn’t get a workshop in this slot.'
      : 'You didn’t rank a workshop in this slot.';
  }
  if (outcome.keptFromBefore) return `You kept the place you already had in ${outcome.name}.`;
  if (outcome.withinSlotRank === null) return `You have a place in ${outcome.name}.`;
  return `You got your ${ordinal(outcome.withinSlotRank)} choice, ${outcome.name}.`;
}

function missedReason(choice: MissedChoice): string {
  switch (choice.reason) {
    case 'full':
      // Places held before the lottery (kept from earlier) were never up for the draw.
      if (choice.heldBeforeLottery >= choice.capacity)
        return `was full: ${places(choice.capacity)}, all taken before the lottery.`;
      if (choice.heldBeforeLottery > 0)
        return `was full: ${places(choice.capacity)}, ${choice.heldBeforeLottery} taken before the lottery and the rest given in it.`;
      return choice.capacity === 1
        ? 'was full: its one place went to another participant in the lottery.'
        : `was full: all ${places(choice.capacity)} went to other participants in the lottery.`;
    case 'same-activity':
      return 'is a workshop you already have a place in at another time, and each workshop can be taken only once.';
    case 'other-half-better':
      return 'runs all day, and taking it would have cost you a choice you ranked higher in the other half of the day.';
    default:
      return 'could not be given to you.';
  }
}

/**
 * The readable explanation of one slot: what the person got, then each better-ranked choice and
 * why they missed it, with their waitlist place when they are queueing for it.
 */
export function explainSlot(outcome: SlotOutcome, waitlistPlaces: ReadonlyMap<string, number>): string[] {
  const sentences = [gotSentence(outcome)];
  for (const choice of outcome.better) {
    const place = waitlistPlaces.get(choice.sessionId);
    const queue = place === undefined ? '' : ` You’re #${place} on its waitlist.`;
    sentences.push(
      `Your ${ordinal(choice.withinSlotRank)} choice, ${choice.name}, ${missedReason(choice)}${queue}`,
    );
  }
  if (outcome.adjusted)
    sentences.push(
      'The festival team changed this slot by hand after the lottery, so your places below are the ones that count.',
    );
  return sentences;
}
