/**
 * Pure rules of erasing a person (decision 018): what stands in for their name and email, how
 * words that name them are found and blanked in kept text, and why an erasure is refused.
 */
import { formatMoney } from '#core/payments/money';

/** What kept rows show where the person's name was. */
export const ERASED_NAME = 'Deleted person';
/** What replaces a word that named the person inside kept text (notes, references, snapshots). */
export const ERASED_WORD = '[erased]';

/** The pseudonymous address an erased account keeps (`.invalid` can never receive mail, RFC 2606). */
export function erasedEmail(userId: number): string {
  return `erased-${userId}@erased.invalid`;
}

/**
 * The strings that identify a person in free text: their email, their whole name and each word of
 * it of three letters or more (a bank reference holds the surname alone, 'NZIF27 JSMITH').
 * Longest first, so the whole name is blanked before its words.
 */
export function identifiersOf(person: { email: string; name: string | null }): string[] {
  const name = (person.name ?? '').trim();
  const words = name.split(/[\s\-'’.,]+/u).filter((word) => word.length >= 3);
  const all = [person.email.trim(), name, ...words].filter((value) => value.length > 0);
  return [...new Set(all.map((value) => value.toLowerCase()))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(identifiers: readonly string[]): RegExp | null {
  return identifiers.length === 0 ? null : new RegExp(identifiers.map(escapeRegExp).join('|'), 'giu');
}

/** The text with every identifier (any case) replaced by ERASED_WORD. */
export function scrubText(text: string, identifiers: readonly string[]): string {
  const pattern = patternOf(identifiers);
  return pattern ? text.replace(pattern, ERASED_WORD) : text;
}

/** A JSON value with every string (keys too) scrubbed, whatever its depth. */
export function scrubJson(value: unknown, identifiers: readonly string[]): unknown {
  if (typeof value === 'string') return scrubText(value, identifiers);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, identifiers));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [scrubText(key, identifiers), scrubJson(item, identifiers)]),
    );
  }
  return value;
}

/** Why an account cannot be erased yet; each is something the person or staff can resolve. */
export type ErasureBlocker =
  | { kind: 'staff' }
  | { kind: 'places'; festivalId: number; count: number }
  | { kind: 'presenting'; festivalId: number }
  | { kind: 'pending-payment'; festivalId: number }
  | { kind: 'owes'; festivalId: number; amount: number }
  | { kind: 'owed'; festivalId: number; amount: number };

/** The sentence shown for a blocker (the same for the person and for staff acting for them). */
export function blockerMessage(blocker: ErasureBlocker): string {
  switch (blocker.kind) {
    case 'staff':
      return 'This account has staff permissions: they must be removed before it can be deleted.';
    case 'places':
      return `This account holds ${blocker.count === 1 ? 'a place' : `${blocker.count} places`} in NZIF ${blocker.festivalId}, which has not finished. Give ${blocker.count === 1 ? 'it' : 'them'} up first (or ask the team to).`;
    case 'presenting':
      return `This person is presenting at NZIF ${blocker.festivalId}, which has not finished. Ask the team to take them off the programme first.`;
    case 'pending-payment':
      return `A payment for NZIF ${blocker.festivalId} is still being processed. Try again once it has gone through or been cancelled.`;
    case 'owes':
      return `${formatMoney(blocker.amount)} is still to pay for NZIF ${blocker.festivalId}. Pay it (or ask the team to settle it) first.`;
    case 'owed':
      return `The festival owes this account ${formatMoney(blocker.amount)} for NZIF ${blocker.festivalId}. Ask the team for the refund first.`;
  }
}
