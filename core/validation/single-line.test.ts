import { describe, expect, it } from 'vitest';
import { ZProfileInput } from '#core/people/profile';
import { ZYourselfInput } from '#core/registrations/schemas';
import { hasNoControlCharacters, phoneNumber, singleLineText } from './single-line';

describe('single-line fields [issue 25.5]', () => {
  it('refuses control characters, separators and direction overrides anywhere in the text', () => {
    for (const bad of [
      'Ana\r\nBcc: x@example.org',
      'a\u0000b',
      'tab\there',
      'esc\u001b[31m',
      'a\u0085b',
      'a\u2028b',
      'a\u202eb',
    ]) {
      expect(hasNoControlCharacters(bad), JSON.stringify(bad)).toBe(false);
      const result = singleLineText(200).safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid input');
    }
  });

  it('takes names in any script, with accents, emoji and apostrophes', () => {
    for (const good of [
      'Aroha Te Whare',
      'Zoë O’Brien',
      'محمد علي',
      '王 小明',
      'Sam 🎭 Lee',
      "D'Arcy-Smith",
    ]) {
      expect(singleLineText(200).safeParse(good).success, good).toBe(true);
    }
  });

  it('phone numbers are digits and + ( ) - . / and spaces only: no markup', () => {
    for (const good of ['', '021 123 4567', '+64 (21) 123-4567', '04.123.4567']) {
      expect(phoneNumber().safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['<b>021</b>', '021 123 4567<script>', 'call me', '021\n123']) {
      expect(phoneNumber().safeParse(bad).error?.issues[0]?.message, bad).toBe('Invalid input');
    }
  });

  it('the profile and registration forms use them for name, pronouns and phone', () => {
    const profile = {
      name: 'Ana\nSmith',
      pronouns: 'she\u0000her',
      email: 'a@example.org',
      phone: '<i>1</i>',
      cityId: null,
    };
    const paths = ZProfileInput.safeParse(profile).error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(['name', 'pronouns', 'phone']);
    const yourself = ZYourselfInput.safeParse({ ...profile, name: 'Ana Smith\r\nX' });
    expect(yourself.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Invalid input'],
      ['pronouns', 'Invalid input'],
      ['phone', 'Invalid input'],
    ]);
  });
});
