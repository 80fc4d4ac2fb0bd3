import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
let built = false;

/**
 * The node arguments that start the server as `npm start` does: the bundle `npm run build:server`
 * writes (decision 021), built afresh the first time a bench asks, so it measures this checkout.
 */
export function productionServerArgs(): string[] {
  if (!built) {
    execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    built = true;
  }
  return ['--enable-source-maps', 'server-dist/main.js'];
}
