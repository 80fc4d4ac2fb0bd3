import { describe, expect, it } from 'vitest';
import { blockerMessage, ERASED_WORD, erasedEmail, identifiersOf, scrubJson, scrubText } from './erasure';

describe('identifying words', () => {
  it('finds the email, the whole name and its longer words, longest first', () => {
    expect(identifiersOf({ email: 'Aroha.Te-Whare@Example.org', name: 'Aroha Te Whare-Ngata' })).toEqual([
      'aroha.te-whare@example.org',
      'aroha te whare-ngata',
      'aroha',
      'whare',
      'ngata',
    ]);
  });

  it('has only the email when there is no name', () => {
    expect(identifiersOf({ email: 'x@example.org', name: null })).toEqual(['x@example.org']);
  });
});

describe('scrubbing kept text', () => {
  const ids = identifiersOf({ email: 'jo.smith@example.org', name: 'Jo Smithers' });

  it('blanks the name in any case, and a bank reference built from it', () => {
    expect(scrubText('Paid by JO SMITHERS, see jo.smith@example.org', ids)).toBe(
      `Paid by ${ERASED_WORD}, see ${ERASED_WORD}`,
    );
    expect(scrubText('NZIF27 JSMITHERS', ids)).toBe(`NZIF27 J${ERASED_WORD}`);
  });

  it('leaves text that does not name them alone', () => {
    expect(scrubText('Voucher for two workshops', ids)).toBe('Voucher for two workshops');
  });

  it('scrubs strings at any depth of a JSON value, keys included', () => {
    expect(
      scrubJson(
        { name: 'Jo Smithers', list: [{ to: 'jo.smith@example.org' }, 3, null], smithers: true },
        ids,
      ),
    ).toEqual({ name: ERASED_WORD, list: [{ to: ERASED_WORD }, 3, null], [ERASED_WORD]: true });
  });

  it('treats identifiers as text, not as patterns', () => {
    const odd = identifiersOf({ email: 'a+b@example.org', name: '(Jo)' });
    expect(scrubText('a+b@example.org wrote to aab@example.org', odd)).toBe(
      `${ERASED_WORD} wrote to aab@example.org`,
    );
  });
});

describe('erasure refusals', () => {
  it('say what to do, in dollars', () => {
    expect(blockerMessage({ kind: 'owes', festivalId: 2027, amount: 6500 })).toContain(
      '$65.00 is still to pay',
    );
    expect(blockerMessage({ kind: 'owed', festivalId: 2027, amount: 1000 })).toContain(
      'owes this account $10.00',
    );
    expect(blockerMessage({ kind: 'places', festivalId: 2027, count: 2 })).toContain('2 places in NZIF 2027');
  });

  it('give each erased account an address that can never receive mail', () => {
    expect(erasedEmail(42)).toBe('erased-42@erased.invalid');
  });
});
