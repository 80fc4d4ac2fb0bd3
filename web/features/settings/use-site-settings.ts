import { useQuery } from '@apollo/client/react';
import type { SettingKey } from '#core/settings/settings';
import { SiteSettingsQuery } from './settings-queries';

/**
 * The current value of a boolean and a string setting, or null while loading (or when the API is
 * unreachable): callers then show their usual page rather than guess.
 */
export function useSiteSettings() {
  // cache-and-network: a returning visitor sees the cached banner at once and a changed one soon after.
  const { data } = useQuery(SiteSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const settings = data?.settings ?? [];
  const find = (key: SettingKey) => settings.find((setting) => setting.key === key);
  return {
    loaded: data !== undefined,
    string(key: SettingKey): string | null {
      const setting = find(key);
      return setting?.__typename === 'StringSetting' ? setting.text : null;
    },
    boolean(key: SettingKey): boolean | null {
      const setting = find(key);
      return setting?.__typename === 'BooleanSetting' ? setting.enabled : null;
    },
  };
}
