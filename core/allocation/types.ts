/** A session as the allocator sees it. `slots` are keys like `2026-10-05:am`; a full-day session lists both halves. */
export type AllocationSession = {
  id: string;
  activityId: string;
  capacity: number;
  slots: string[];
  /** Registrations already placed before the lottery runs; they are kept as they are. */
  placements?: string[];
};

/** One ranked session. Position 1 is the most wanted; gaps and ties are allowed. */
export type Preference = { sessionId: string; position: number };

export type AllocationRegistration = { id: string; preferences: Preference[] };

export type AllocationInstance = {
  sessions: AllocationSession[];
  registrations: AllocationRegistration[];
};

/** sessionId -> registration ids. Every session of the instance has an entry (possibly empty). */
export type SessionLists = Record<string, string[]>;

/** Why a better-ranked session in a slot did not go to this registration. */
export type MissReason =
  /** Every place was held (by people placed before the lottery and by the lottery). */
  | 'full'
  /** The registration holds another session of the same activity. */
  | 'same-activity'
  /** A full-day session that would have cost the registration a better place in the other half of the day. */
  | 'other-half-better';

export type BetterChoice = {
  sessionId: string;
  withinSlotRank: number;
  reason: MissReason;
  capacity: number;
  /** Places held in that session after the lottery. */
  held: number;
  /** Of `held`, how many were placed before the lottery ran. */
  heldBeforeLottery: number;
};

export type SlotExplanation = {
  slot: string;
  /** Session obtained in this slot, or null for nothing. */
  sessionId: string | null;
  /** Within-slot rank of the obtained session; null when nothing was obtained or it was not ranked. */
  withinSlotRank: number | null;
  /** True when the place was held before the lottery. */
  keptFromBefore: boolean;
  /** Sessions ranked better in this slot than what was obtained (all ranked sessions when nothing), best first. */
  better: BetterChoice[];
};

export type RegistrationExplanation = {
  registrationId: string;
  /** min(1, Σ 1/rank ÷ slots ranked in); null for registrations that ranked nothing. */
  satisfaction: number | null;
  slots: SlotExplanation[];
};

export type AllocationResult = {
  placements: SessionLists;
  /** Ordered: the first registration is offered the next free place. */
  waitlists: SessionLists;
  explanations: Record<string, RegistrationExplanation>;
};

export type AllocationOptions = {
  seed: number;
};
