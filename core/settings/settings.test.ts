import { describe, expect, it } from 'vitest';
import {
  isSettingKey,
  MAX_ANNOUNCEMENT_LENGTH,
  parseSettingValue,
  SETTING_KEY_PATTERN,
  SETTING_KEYS,
} from './settings';

describe('settings', () => {
  it('every key fits the pattern the table checks', () => {
    for (const key of SETTING_KEYS) expect(key).toMatch(SETTING_KEY_PATTERN);
  });

  it('knows its keys', () => {
    expect(isSettingKey('announcement')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
  });

  it('refuses the wrong kind', () => {
    expect(parseSettingValue('donationsOpen', 'true')).toEqual({
      ok: false,
      message: 'Donations open must be a boolean',
    });
    expect(parseSettingValue('announcement', false)).toMatchObject({ ok: false });
  });

  it('trims the announcement and limits its length', () => {
    expect(parseSettingValue('announcement', '  Hello  ')).toEqual({ ok: true, value: 'Hello' });
    expect(parseSettingValue('announcement', 'x'.repeat(MAX_ANNOUNCEMENT_LENGTH))).toMatchObject({
      ok: true,
    });
    expect(parseSettingValue('announcement', 'x'.repeat(MAX_ANNOUNCEMENT_LENGTH + 1))).toEqual({
      ok: false,
      message: 'Keep the announcement to 280 characters or fewer',
    });
  });
});
