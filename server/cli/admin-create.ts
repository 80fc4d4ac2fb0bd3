import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureAdministrator, grantAdministrator, hasAccount } from '#server/db/seed/administrator';
import { isWeakPassword } from '#server/domains/auth/password-strength';
import { EnvError, parseEnv } from '#server/env';
import { openMigratedDatabase } from '#server/services';

/**
 * `npm run admin:create -- --email you@example.org`: makes the first staff account of a festival
 * run without the demo. The password comes from ADMIN_PASSWORD, or is asked for (twice, not
 * echoed) on a terminal, or read as one line from piped input. An existing account is made an
 * administrator and keeps its password.
 */
const MIN_LENGTH = 12;

class UsageError extends Error {}

async function passwordProblem(password: string, email: string): Promise<string | null> {
  if (password.length < MIN_LENGTH) return `The password needs at least ${MIN_LENGTH} characters.`;
  if (await isWeakPassword(password, [email, ...email.split(/[@.]/)])) {
    return 'That password is too easy to guess; choose a longer or less common one.';
  }
  return null;
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          stdout.write('\n');
          reject(new UsageError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on('data', onData);
  });
}

async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function obtainPassword(email: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) {
    const problem = await passwordProblem(fromEnv, email);
    if (problem) throw new UsageError(`ADMIN_PASSWORD: ${problem}`);
    return fromEnv;
  }
  if (!process.stdin.isTTY) {
    const piped = await readPipedLine();
    if (!piped)
      throw new UsageError('No password: set ADMIN_PASSWORD, pipe it in, or run this in a terminal.');
    const problem = await passwordProblem(piped, email);
    if (problem) throw new UsageError(problem);
    return piped;
  }
  for (;;) {
    const first = await askHidden(`Password for ${email} (${MIN_LENGTH}+ characters): `);
    const problem = await passwordProblem(first, email);
    if (problem) {
      console.log(problem);
      continue;
    }
    if ((await askHidden('Again, to be sure: ')) === first) return first;
    console.log('The two did not match; once more.');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const parsedEmail = z.email().safeParse(values.email?.trim());
  if (!parsedEmail.success) {
    throw new UsageError('Usage: npm run admin:create -- --email you@example.org');
  }
  const email = parsedEmail.data.toLowerCase();
  const env = parseEnv();
  const database = await openMigratedDatabase(env);
  try {
    if (await hasAccount(database.db, email)) {
      const granted = await grantAdministrator(database.db, email);
      console.log(
        granted
          ? `${email} already had an account: it is now an administrator (its password is unchanged).`
          : `${email} is already an administrator; nothing changed.`,
      );
      return;
    }
    const password = await obtainPassword(email);
    await ensureAdministrator(database.db, { email, password });
    console.log(`Created the administrator ${email}. Sign in at ${env.PUBLIC_URL}/login`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
