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

  constructor(readonly model: Model) {
    this.slotCount = model.slots.length;
    this.held = new Int32Array(model.registrations.length * this.slotCount).fill(-1);
    this.load = new Int32Array(model.sessions.length);
    this.fixed = new Uint8Array(this.held.length);
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
  }

  remove(r: number, s: number): void {
    for (const t of this.session(s).slots) this.held[r * this.slotCount + t] = -1;
    this.load[s] = (this.load[s] as number) - 1;
  }

  hasRoom(s: number): boolean {
    return (this.load[s] as number) < this.session(s).capacity;
  }

  /** Distinct sessions held by a registration, in slot order. */
  sessionsOf(r: number): number[] {
    const out: number[] = [];
    for (let t = 0; t < this.slotCount; t++) {
      const s = this.held[r * this.slotCount + t] as number;
      if (s >= 0 && out[out.length - 1] !== s) out.push(s);
    }
    return out;
  }

  /** A held session of the given activity, or -1. */
  heldOfActivity(r: number, activity: number): number {
    for (let t = 0; t < this.slotCount; t++) {
      const s = this.held[r * this.slotCount + t] as number;
      if (s >= 0 && this.session(s).activity === activity) return s;
    }
    return -1;
  }
}
