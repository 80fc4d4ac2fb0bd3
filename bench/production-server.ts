import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
let built = false;

/**
 * The node arguments that start the server as `npm start` does: `npm run serve`'s flags and the
 * bundle `npm run build:server` writes (decision 021), built afresh the first time a bench asks, so
 * it measures this checkout.
 */
export function productionServerArgs(): string[] {
  if (!built) {
    execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    built = true;
  }
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
  const [command, ...args] = String(scripts.serve).split(/\s+/);
  if (command !== 'node') throw new Error(`npm run serve is expected to run node, not ${command}`);
  return args;
}
