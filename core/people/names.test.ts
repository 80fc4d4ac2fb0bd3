import { describe, expect, it } from 'vitest';
import { compareNames, sortByName } from './names';

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
