import type { FestivalPhase } from '#core/registrations/phase';
import type { Cart } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import type { FestivalRow } from '#server/domains/festival/index';
import { type QueueEmailInput, queueEmail } from '#server/lib/mail/index';
import {
  type PlaceNotice,
  placesChangedEmail,
  workshopAddedEmail,
  workshopRemovedEmail,
} from '../registration-emails';
import { findAddressee, getCart, type RegistrationRow, type WorkshopSession } from '../registration-reads';

/** The last step: one email per person per change, saying what and why (decision 009). */

/** What a change did: the place, what was given up for it, and who moved up because of it. */
export interface PlaceChange {
  registration: RegistrationRow;
  session: WorkshopSession;
  /** Clashing sessions given up to make room. */
  removedFrom: WorkshopSession[];
  /**
   * Registrations the change moved up from a waitlist, when the operation tracked them (for live
   * staff screens, without reading them back).
   */
  promoted?: readonly number[];
}

/**
 * Collects what happens to each person during one transaction, so someone touched twice by a
 * cascade gets one email that lists both changes; `send` queues them in the same transaction.
 */
export class PlaceNotices {
  private readonly byRegistration = new Map<
    number,
    { registration: RegistrationRow; notices: PlaceNotice[] }
  >();
  /** Everyone promoted so far, kept after their emails are sent. */
  private readonly promotedIds = new Set<number>();

  add(registration: RegistrationRow, notice: PlaceNotice, { first = false } = {}): void {
    if (notice.kind === 'promoted') this.promotedIds.add(registration.id);
    const entry = this.byRegistration.get(registration.id) ?? { registration, notices: [] };
    if (first) entry.notices.unshift(notice);
    else entry.notices.push(notice);
    this.byRegistration.set(registration.id, entry);
  }

  has(registrationId: number): boolean {
    return this.byRegistration.has(registrationId);
  }

  /** Takes one person's notices out (to tell them in another email of the same change). */
  take(registrationId: number): PlaceNotice[] {
    const entry = this.byRegistration.get(registrationId);
    this.byRegistration.delete(registrationId);
    return entry?.notices ?? [];
  }

  isEmpty(): boolean {
    return this.byRegistration.size === 0;
  }

  /** The registrations promoted in this collection (and those it absorbed). */
  promoted(): number[] {
    return [...this.promotedIds];
  }

  /** Takes another collection's notices, after this one's for each person. */
  absorb(other: PlaceNotices): void {
    for (const { registration, notices } of other.byRegistration.values()) {
      for (const notice of notices) this.add(registration, notice);
    }
    for (const id of other.promotedIds) this.promotedIds.add(id);
    other.byRegistration.clear();
  }

  async send(tx: Database, { festival, phase }: { festival: FestivalRow; phase: FestivalPhase }) {
    for (const { registration, notices } of this.byRegistration.values()) {
      const to = await findAddressee(tx, registration.userId);
      const cart = await getCart(tx, { registration, festival, phase });
      const email = placesChangedEmail({ name: to.name, year: festival.id, notices, cart });
      const kind = notices.every((n) => n.kind === 'promoted')
        ? 'registration-workshop-promoted'
        : 'registration-places-changed';
      await queueEmail(tx, { kind, to: to.email, ...email });
    }
    this.byRegistration.clear();
  }
}

export async function emailPlaceChange(tx: Database, about: PlaceChangeEmail): Promise<void> {
  await queueEmail(tx, await placeChangeEmail(tx, about));
}

export interface PlaceChangeEmail {
  festival: FestivalRow;
  phase: FestivalPhase;
  change: PlaceChange;
  kind: 'added' | 'removed';
  /** Known already (saves queries while a session row is locked). */
  addressee?: { name: string; email: string };
  cart?: Cart;
  leftWaitlists?: WorkshopSession[];
}

/** The email that tells someone of their own place change (reads only what it is not given). */
export async function placeChangeEmail(
  tx: Database,
  { festival, phase, change, kind, addressee, cart, leftWaitlists }: PlaceChangeEmail,
): Promise<QueueEmailInput> {
  const to = addressee ?? (await findAddressee(tx, change.registration.userId));
  const total = cart ?? (await getCart(tx, { registration: change.registration, festival, phase }));
  const common = { name: to.name, year: festival.id, session: change.session, cart: total };
  const email =
    kind === 'removed'
      ? workshopRemovedEmail(common)
      : workshopAddedEmail({ ...common, removedFrom: change.removedFrom, leftWaitlists, promoted: false });
  return { kind: `registration-workshop-${kind}`, to: to.email, ...email };
}
