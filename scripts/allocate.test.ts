import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prefs, session } from '#core/allocation/test-instances';

// One process per case, run through tsx like `npm run allocate` does (npm itself is skipped to keep it fast).
const script = join(import.meta.dirname, 'allocate.ts');
const dir = mkdtempSync(join(tmpdir(), 'allocate-'));

function run(args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const example = {
  sessions: [
    session('s1', ['2026-10-05:am'], 16, 'a1'),
    session('s2', ['2026-10-05:am', '2026-10-05:pm'], 0, 'a2'),
  ],
  registrations: [{ id: 'r1', preferences: prefs('s2', 's1') }],
};

// Each case starts Node with tsx (about a second each, far more on a loaded 2-core CI runner), and
// some start two: limits with headroom instead of Vitest's default 5 s.
describe('scripts/allocate.ts', { timeout: 60_000 }, () => {
  it('prints placements and waitlists as in the contract, the same for the same seed', () => {
    const input = file('ok.json', example);
    const first = run(['--input', input, '--seed', '7']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ placements: { s1: ['r1'] }, waitlists: { s2: ['r1'] } });
    expect(run(['--input', input, '--seed', '7']).stdout).toBe(first.stdout);
  });

  it.each([
    ['a missing file', () => join(dir, 'absent.json'), /cannot read/],
    ['malformed JSON', () => file('bad.json', '{"sessions": ['), /not valid JSON/],
    [
      'an unknown session id',
      () =>
        file('unknown.json', {
          ...example,
          registrations: [{ id: 'r1', preferences: [{ sessionId: 'zz', position: 1 }] }],
        }),
      /unknown session id "zz"/,
    ],
    [
      'a duplicate id',
      () =>
        file('dup.json', {
          ...example,
          registrations: [...example.registrations, { id: 'r1', preferences: [] }],
        }),
      /duplicate registration id "r1"/,
    ],
    [
      'a position below 1',
      () =>
        file('pos.json', {
          ...example,
          registrations: [{ id: 'r1', preferences: [{ sessionId: 's1', position: 0 }] }],
        }),
      /position 0 .* below 1/,
    ],
    [
      'a capacity below 0',
      () =>
        file('cap.json', {
          ...example,
          sessions: [{ ...example.sessions[0], capacity: -2 }, example.sessions[1]],
        }),
      /capacity -2 is below 0/,
    ],
  ])('exits with 2, a message on stderr and nothing on stdout for %s', (_, input, message) => {
    const result = run(['--input', input()]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });

  it('rejects a missing --input and a non-integer seed', () => {
    expect(run([]).status).toBe(2);
    const badSeed = run(['--input', file('ok2.json', example), '--seed', 'abc']);
    expect(badSeed.status).toBe(2);
    expect(badSeed.stderr).toMatch(/--seed needs an integer/);
  });
});
