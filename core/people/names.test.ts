import { describe, expect, it } from 'vitest';
import { compareNames, displayName, sortByName } from './names';

describe('name order', () => {
  it('puts Rāwiri before Ruby: macrons do not push a name to the end', () => {
    const names = sortByName([{ name: 'Ruby' }, { name: 'Rāwiri' }, { name: 'Aroha' }, { name: 'rachel' }]);
    expect(names.map((person) => person.name)).toEqual(['Aroha', 'rachel', 'Rāwiri', 'Ruby']);
  });

  it('ignores case and accents but keeps different names apart', () => {
    expect(compareNames('Māui', 'maui')).toBe(0);
    expect(compareNames('Ana', 'Anna')).toBeLessThan(0);
  });
});

describe('displayName', () => {
  it('is the name when there is one, else the email', () => {
    expect(displayName('Tess Ngata', 'tess@example.org')).toBe('Tess Ngata');
    expect(displayName(null, 'tess@example.org')).toBe('tess@example.org');
    expect(displayName(undefined, 'tess@example.org')).toBe('tess@example.org');
  });

  it('treats a blank name as none and trims the rest', () => {
    expect(displayName('   ', 'tess@example.org')).toBe('tess@example.org');
    expect(displayName('', 'tess@example.org')).toBe('tess@example.org');
    expect(displayName('  Tess ', 'tess@example.org')).toBe('Tess');
  });
});
