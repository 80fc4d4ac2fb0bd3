import { eq } from 'drizzle-orm';
import {
  isSettingKey,
  parseSettingValue,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
  type SettingKind,
  type SettingValue,
  type SettingValueOf,
} from '#core/settings/settings';
import type { Database } from '#server/db/client';
import { settings } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';

type SettingDbRow = typeof settings.$inferSelect;

/** A setting as the API shows it: its stored row, or its default while it has none. */
export interface SettingView {
  key: SettingKey;
  kind: SettingKind;
  value: SettingValue;
  description: string;
  /** Null while the setting has never been stored (a database seeded before it existed). */
  updatedAt: Date | null;
}

function defaultView(key: SettingKey): SettingView {
  const definition = SETTINGS[key];
  return {
    key,
    kind: definition.kind,
    value: definition.defaultValue,
    description: definition.description,
    updatedAt: null,
  };
}

/**
 * A stored row becomes a view only if it still matches its definition; a row for a key since
 * removed from core, or whose kind changed, is ignored in favour of the default.
 */
function toView(key: SettingKey, row: SettingDbRow | undefined): SettingView {
  const fallback = defaultView(key);
  if (!row || row.kind !== fallback.kind) return fallback;
  const value = row.kind === 'boolean' ? row.booleanValue : row.stringValue;
  if (value === null) return fallback;
  return {
    ...fallback,
    value,
    description: row.description || fallback.description,
    updatedAt: row.updatedAt,
  };
}

/** Every defined setting, in definition order. */
export async function listSettings(db: Database): Promise<SettingView[]> {
  const rows = await db.select().from(settings);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return SETTING_KEYS.map((key) => toView(key, byKey.get(key)));
}

export async function findSetting(db: Database, key: string): Promise<SettingView | null> {
  if (!isSettingKey(key)) return null;
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return toView(key, row);
}

/** One setting's value, typed by its key: how other domains read settings. */
export async function getSettingValue<K extends SettingKey>(
  db: Database,
  key: K,
): Promise<SettingValueOf<K>> {
  const view = await findSetting(db, key);
  // findSetting returns a view for every defined key, and toView keeps the key's kind.
  return (view ?? defaultView(key)).value as SettingValueOf<K>;
}

/** Sets a setting (staff with `admin` only; the scope is checked in the schema). */
export async function updateSetting(
  db: Database,
  input: {
    key: string;
    value: unknown;
    userId: number | null;
    now: Date;
    actor?: { id: number; email: string } | null;
  },
): Promise<SettingView> {
  if (!isSettingKey(input.key)) throw new NotFoundError('Setting');
  const key = input.key;
  const parsed = parseSettingValue(key, input.value);
  if (!parsed.ok) throw new ValidationError(parsed.message, [{ path: ['value'], message: parsed.message }]);
  const { kind, description } = SETTINGS[key];
  // parseSettingValue has checked the value's type against the key's kind.
  const values =
    typeof parsed.value === 'boolean'
      ? { booleanValue: parsed.value, stringValue: null }
      : { booleanValue: null, stringValue: parsed.value };
  const before = await findSetting(db, key);
  return db.transaction(async (tx) => {
    // An upsert, so a database seeded before this setting existed gets its row on first save.
    const [row] = await tx
      .insert(settings)
      .values({ key, kind, description, ...values, updatedAt: input.now, updatedById: input.userId })
      .onConflictDoUpdate({
        target: settings.key,
        set: { kind, ...values, updatedAt: input.now, updatedById: input.userId },
      })
      .returning();
    await recordAudit(tx, input.actor ?? null, {
      action: 'setting.update',
      targetType: 'Setting',
      targetId: key,
      before: { value: before?.value ?? null },
      after: { value: parsed.value },
    });
    return toView(key, row);
  });
}
