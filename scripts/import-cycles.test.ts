import { describe, expect, it } from 'vitest';
import { checkImportCycles, findImportCycles, runtimeImports } from './import-cycles';

describe('import cycle check (issue 17)', () => {
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

  it('ignores type-only imports, which vanish at runtime', () => {
    const file = new URL('./import-cycles.ts', import.meta.url).pathname;
    const source = "import type { A } from './import-cycles';\nimport { b } from './import-cycles.test';\n";
    expect(runtimeImports(file, source)).toEqual([
      new URL('./import-cycles.test.ts', import.meta.url).pathname,
    ]);
  });

  it('finds no cycles in this project', () => {
    expect(checkImportCycles()).toEqual([]);
  });
});
