import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable } from 'drizzle-orm/pg-core';
import { currentFestivalAmong } from '#core/festival/current';
import { isoDateInZone } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { festivals } from '#server/db/schema/index';
import { type FestivalRow, getCurrentFestival } from './festival.service';

/** Kept by migration 0010's triggers; deliberately not in the Drizzle schema (nothing else reads it). */
const programmeVersion = pgTable('programme_version', {
  id: boolean('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * What this process remembers of the programme (festivals, and each festival's activities as the
 * activities domain reads them) while the database's programme version stays the same.
 */
interface Memory {
  version: number;
  pending: Map<string, Promise<unknown>>;
  /** The same reads once they have arrived, for lookups that must not wait. */
  settled: Map<string, unknown>;
}

/** One memory per database handle: tests and benchmarks open many databases in one process. */
const memories = new WeakMap<Database, Memory>();
/** Per request: the memory checked against the database's version (one statement a request). */
const checked = new WeakMap<object, Promise<Memory>>();
/** Requests that may read from memory: queries only (see readProgrammeFromMemory). */
const readers = new WeakSet<object>();

export interface MemoryContext {
  db: Database;
  /** The programme's version as the request's first statement read it (with its credentials). */
  programmeVersion?: number | null;
}

/**
 * Lets a request read the programme from memory. The GraphQL server calls it for queries only: a
 * mutation reads what it has just written, so it always goes to the database.
 */
export function readProgrammeFromMemory(context: object): void {
  readers.add(context);
}

/** Every query runs it first: prepared once per database. */
const versionStatement = preparedStatement((db) =>
  db.select({ version: programmeVersion.version }).from(programmeVersion).prepare('programme_version'),
);

/**
 * The programme's version as a column of another statement: a signed-in request reads it with its
 * credentials (MemoryContext.programmeVersion), so checking memory costs it no statement of its own.
 */
export const programmeVersionColumn =
  sql<number>`(select ${programmeVersion.version} from ${programmeVersion})`.mapWith(Number);

async function checkedMemory(db: Database): Promise<Memory> {
  const [row] = await versionStatement(db).execute();
  return memoryAt(db, row?.version ?? 0);
}

function memoryAt(db: Database, version: number): Memory {
  let memory = memories.get(db);
  // Only forward: a request that read an older number may use newer reads, never the reverse.
  if (!memory || version > memory.version) {
    memory = { version, pending: new Map(), settled: new Map() };
    memories.set(db, memory);
  }
  return memory;
}

function memoryOf(context: MemoryContext): Promise<Memory> | null {
  if (!readers.has(context)) return null;
  let memory = checked.get(context);
  if (!memory) {
    const known = context.programmeVersion;
    memory = known == null ? checkedMemory(context.db) : Promise.resolve(memoryAt(context.db, known));
    checked.set(context, memory);
  }
  return memory;
}

/**
 * `read()`'s result, remembered under `key` until the programme changes; null when this request may
 * not use memory. The version is read before the rows (migration 0010), so rows written after it
 * are at worst newer than their number says, and are read again on the next change.
 */
export async function remembered<T>(
  context: MemoryContext,
  key: string,
  read: () => Promise<T>,
): Promise<T | null> {
  const checking = memoryOf(context);
  if (!checking) return null;
  return rememberIn(await checking, key, read);
}

function rememberIn<T>(memory: Memory, key: string, read: () => Promise<T>): Promise<T> {
  let pending = memory.pending.get(key) as Promise<T> | undefined;
  if (!pending) {
    // Promise.resolve: a query builder is only thenable, and runs again on each `then`.
    const reading = Promise.resolve(read());
    pending = reading;
    memory.pending.set(key, reading);
    reading.then(
      (value) => memory.settled.set(key, value),
      // A failed read is not remembered; the next request tries again.
      () => {
        if (memory.pending.get(key) === reading) memory.pending.delete(key);
      },
    );
  }
  return pending;
}

/** Everything already remembered whose key starts with `prefix`, for this request; empty if none. */
export async function rememberedSoFar(context: MemoryContext, prefix: string): Promise<unknown[]> {
  if (!readers.has(context) || !checked.has(context)) return [];
  const memory = await memoryOf(context);
  if (!memory) return [];
  return [...memory.settled].filter(([key]) => key.startsWith(prefix)).map(([, value]) => value);
}

const readFestivals = (db: Database) => db.select().from(festivals);

/**
 * The current festival from memory (see getCurrentFestival); undefined when this request may not
 * use memory.
 */
export async function currentFestivalFromMemory(
  context: MemoryContext & { now: () => Date },
): Promise<FestivalRow | null | undefined> {
  const rows = await remembered(context, 'festivals', () => readFestivals(context.db));
  return rows ? currentFestivalAmong(rows, isoDateInZone(context.now())) : undefined;
}

/**
 * The current festival as the request found it, for a change that writes no festival (a
 * participant taking or giving up a place). A signed-in request read the programme's version with
 * its credentials, so the festival comes from memory without a statement of its own, even in a
 * mutation: memory at that version is at least as new as the request. Otherwise as
 * currentFestivalOf.
 */
export async function festivalAtRequestStart(
  context: MemoryContext & { now: () => Date },
): Promise<FestivalRow | null> {
  const known = context.programmeVersion;
  if (known == null) return currentFestivalOf(context);
  const rows = await rememberIn(memoryAt(context.db, known), 'festivals', () => readFestivals(context.db));
  return currentFestivalAmong(rows, isoDateInZone(context.now()));
}

/** The current festival: from memory for a query, from the database otherwise. */
export async function currentFestivalOf(
  context: MemoryContext & { now: () => Date },
): Promise<FestivalRow | null> {
  const fromMemory = await currentFestivalFromMemory(context);
  return fromMemory !== undefined ? fromMemory : getCurrentFestival(context.db, context.now());
}
