/**
 * `npm run -s allocate -- --input FILE [--seed N]`: reads an allocation instance (JSON), prints
 * `{ "placements": …, "waitlists": … }`. Bad input (missing file, malformed JSON, unknown or
 * duplicate ids, positions below 1, capacities below 0) gets a message on stderr and exit code 2,
 * and nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { allocate, validateInstance } from '../core/allocation';

class UsageError extends Error {}

function parseArgs(argv: string[]): { input: string; seed: number; explain: boolean } {
  let input: string | undefined;
  let seed = 0;
  let explain = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--input') input = argv[++i];
    else if (arg === '--seed') {
      const value = argv[++i];
      if (value === undefined || !/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
        throw new UsageError(
          `--seed needs an integer, got ${value === undefined ? 'nothing' : `"${value}"`}`,
        );
      }
      seed = Number(value);
    } else if (arg === '--explain') explain = true;
    else throw new UsageError(`unknown argument "${arg}"`);
  }
  if (!input) throw new UsageError('missing --input FILE');
  return { input, seed, explain };
}

function main(): number {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(
      `allocate: ${(error as Error).message}\nusage: allocate --input FILE [--seed N] [--explain]\n`,
    );
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(args.input, 'utf8');
  } catch (error) {
    process.stderr.write(
      `allocate: cannot read ${args.input}: ${(error as NodeJS.ErrnoException).code ?? error}\n`,
    );
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    process.stderr.write(`allocate: ${args.input} is not valid JSON: ${(error as Error).message}\n`);
    return 2;
  }
  const validation = validateInstance(json);
  if (!validation.ok) {
    process.stderr.write(
      `allocate: invalid instance in ${args.input}:\n${validation.errors.map((e) => `  - ${e}\n`).join('')}`,
    );
    return 2;
  }
  const result = allocate(validation.instance, { seed: args.seed });
  // As in the contract's example, sessions with nobody placed (or nobody waiting) are left out.
  const output = {
    placements: withoutEmpty(result.placements),
    waitlists: withoutEmpty(result.waitlists),
    ...(args.explain ? { explanations: result.explanations } : {}),
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
  return 0;
}

function withoutEmpty(lists: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lists).filter(([, ids]) => ids.length > 0));
}

process.exitCode = main();
