import { z } from 'zod';

/**
 * Site-wide settings staff change without a deploy [AP-9]. Every key and its kind is defined here
 * once: the database check, the seed, the API's validation and the admin form all read this list,
 * so adding a setting is one entry (plus its seed row).
 */

export const SETTING_KINDS = ['boolean', 'string'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** Keys are camelCase identifiers (the table checks the same pattern). */
export const SETTING_KEY_PATTERN = /^[a-z][a-zA-Z0-9]{0,62}$/;

export const MAX_ANNOUNCEMENT_LENGTH = 280;

interface Definition<K extends SettingKind, S extends z.ZodType> {
  kind: K;
  label: string;
  description: string;
  schema: S;
  defaultValue: z.infer<S>;
}

const booleanSetting = (label: string, description: string, defaultValue: boolean) =>
  ({ kind: 'boolean', label, description, schema: z.boolean(), defaultValue }) satisfies Definition<
    'boolean',
    z.ZodBoolean
  >;

const stringSetting = (label: string, description: string, schema: z.ZodString, defaultValue: string) =>
  ({ kind: 'string', label, description, schema, defaultValue }) satisfies Definition<'string', z.ZodString>;

export const SETTINGS = {
  announcement: stringSetting(
    'Announcement',
    'A banner shown on every public page while it is not empty.',
    z
      .string()
      .trim()
      .max(
        MAX_ANNOUNCEMENT_LENGTH,
        `Keep the announcement to ${MAX_ANNOUNCEMENT_LENGTH} characters or fewer`,
      ),
    '',
  ),
  donationsOpen: booleanSetting(
    'Donations open',
    'Whether /donate takes donations; when off it says donations are closed for now.',
    true,
  ),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue = boolean | string;
/** The value type of one key: `SettingValueOf<'donationsOpen'>` is boolean. */
export type SettingValueOf<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]['schema']>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

export type SettingValueResult = { ok: true; value: SettingValue } | { ok: false; message: string };

/**
 * Checks a value for a key: the right kind first (a boolean setting refuses 'true'), then the
 * key's own rules. The message is what the admin form shows.
 */
export function parseSettingValue(key: SettingKey, value: unknown): SettingValueResult {
  const definition = SETTINGS[key];
  if (typeof value !== definition.kind) {
    return { ok: false, message: `${definition.label} must be a ${definition.kind}` };
  }
  const result = definition.schema.safeParse(value);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid input' };
  return { ok: true, value: result.data };
}
