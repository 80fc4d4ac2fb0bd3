import { describe, expect, it } from 'vitest';
import { checkImportCycles, findImportCycles, runtimeImports } from './import-cycles';

describe('import cycle check (issues 17 and 30)', () => {
  it('finds a cycle of three and a self-import, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(findImportCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      findImportCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('tells type-only imports apart, and counts them for the project check', () => {
    const file = new URL('./import-cycles.ts', import.meta.url).pathname;
    const source = "import type { A } from './import-cycles';\nimport { b } from './import-cycles.test';\n";
    const self = new URL('./import-cycles.ts', import.meta.url).pathname;
    const test = new URL('./import-cycles.test.ts', import.meta.url).pathname;
    expect(runtimeImports(file, source)).toEqual([test]);
    expect(runtimeImports(file, source, false)).toEqual([self, test]);
  });

  it('finds no cycles in this project', () => {
    expect(checkImportCycles()).toEqual([]);
  });
});
