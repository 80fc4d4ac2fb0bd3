import { SETTING_KEYS, SETTINGS } from '#core/settings/settings';
import type { Database } from '#server/db/client';
import { settings } from '#server/db/schema/index';

/** Every defined setting at its default (the announcement empty, donations open). */
export async function insertSettings(db: Database): Promise<void> {
  await db.insert(settings).values(
    SETTING_KEYS.map((key) => {
      const definition = SETTINGS[key];
      return definition.kind === 'boolean'
        ? {
            key,
            kind: definition.kind,
            booleanValue: definition.defaultValue,
            description: definition.description,
          }
        : {
            key,
            kind: definition.kind,
            stringValue: definition.defaultValue,
            description: definition.description,
          };
    }),
  );
}
