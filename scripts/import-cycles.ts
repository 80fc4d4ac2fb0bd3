import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Import cycles among our own modules (issues 17 and 30). A runtime cycle makes evaluation order
 * decide whether a binding is defined yet — the "X is not a function" at start-up kind of bug; a
 * type-only cycle is the same tangle for a reader (two modules that can only be understood
 * together), so it counts too.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TOP_FOLDERS = ['core', 'server', 'web', 'scripts', 'e2e', 'bench'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry.startsWith('dist')) continue;
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) yield full;
  }
}

const IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Our own modules a file imports; with `runtimeOnly`, type-only imports are left out. */
export function runtimeImports(
  file: string,
  source = readFileSync(file, 'utf8'),
  runtimeOnly = true,
): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[1] && runtimeOnly) continue;
    const specifier = match[2] ?? match[3] ?? '';
    const resolved = resolve(file, specifier);
    if (resolved) found.push(resolved);
  }
  return found;
}

function resolve(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#core/')) base = path.join(ROOT, 'core', specifier.slice(6));
  else if (specifier.startsWith('#server/')) base = path.join(ROOT, 'server', specifier.slice(8));
  else if (specifier.startsWith('#web/')) base = path.join(ROOT, 'web', specifier.slice(5));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every strongly connected group of more than one module (or a module importing itself). */
export function findImportCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative Tarjan: the module graph is deep enough to matter for recursion.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}

export function projectImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const top of TOP_FOLDERS) {
    const dir = path.join(ROOT, top);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) graph.set(file, runtimeImports(file, undefined, false));
  }
  return graph;
}

export function checkImportCycles(): string[] {
  return findImportCycles(projectImportGraph()).map(
    (group) => `import cycle: ${group.map((file) => path.relative(ROOT, file)).join(' ↔ ')}`,
  );
}
