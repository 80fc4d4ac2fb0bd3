import type { Model, ModelSession } from './model';

/**
 * Who holds what: for every (registration, slot) the session held there, or -1. A full-day session
 * is written into both of its slots, which is what makes slot exclusivity explicit.
 */
export class AllocationState {
  readonly slotCount: number;
  readonly held: Int32Array;
  readonly load: Int32Array;
  /** 1 where the (registration, slot) place was held before the lottery; those are never moved. */
  readonly fixed: Uint8Array;
  /** Distinct sessions held per registration (a handful), so activity checks need not scan every slot. */
  private readonly holding: number[][];

  constructor(readonly model: Model) {
    this.slotCount = model.slots.length;
    this.held = new Int32Array(model.registrations.length * this.slotCount).fill(-1);
    this.load = new Int32Array(model.sessions.length);
    this.fixed = new Uint8Array(this.held.length);
    this.holding = model.registrations.map(() => []);
    for (const [s, session] of model.sessions.entries()) {
      for (const r of session.fixed) {
        this.place(r, s);
        for (const t of session.slots) this.fixed[r * this.slotCount + t] = 1;
      }
    }
  }

  session(s: number): ModelSession {
    return this.model.sessions[s] as ModelSession;
  }

  heldAt(r: number, slot: number): number {
    return this.held[r * this.slotCount + slot] as number;
  }

  isFixed(r: number, slot: number): boolean {
    return this.fixed[r * this.slotCount + slot] === 1;
  }

  place(r: number, s: number): void {
    for (const t of this.session(s).slots) this.held[r * this.slotCount + t] = s;
    this.load[s] = (this.load[s] as number) + 1;
    (this.holding[r] as number[]).push(s);
  }

  remove(r: number, s: number): void {
    for (const t of this.session(s).slots) this.held[r * this.slotCount + t] = -1;
    this.load[s] = (this.load[s] as number) - 1;
    const mine = this.holding[r] as number[];
    mine.splice(mine.indexOf(s), 1);
  }

  hasRoom(s: number): boolean {
    return (this.load[s] as number) < this.session(s).capacity;
  }

  /** Distinct sessions held by a registration, in slot order. */
  sessionsOf(r: number): number[] {
    const slotOf = (s: number) => this.session(s).slots[0] as number;
    return [...(this.holding[r] as number[])].sort((a, b) => slotOf(a) - slotOf(b));
  }

  /** Distinct sessions held by a registration, in no particular order (not a copy: do not keep it). */
  holdingOf(r: number): readonly number[] {
    return this.holding[r] as number[];
  }

  /** A held session of the given activity, or -1. */
  heldOfActivity(r: number, activity: number): number {
    for (const s of this.holding[r] as number[]) if (this.session(s).activity === activity) return s;
    return -1;
  }
}
