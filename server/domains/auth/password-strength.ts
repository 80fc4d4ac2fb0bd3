import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { COMMON_PASSWORD_MESSAGE } from '#core/auth/passwords';
import { ValidationError } from '#server/services/errors';

/**
 * Refuses passwords a guesser finds quickly (issue 12 item 6), using zxcvbn-ts's estimate rather
 * than a fixed word list: score 0–1 means under about 10⁶ guesses, which an online guesser spread
 * over many addresses can reach. Built on first use: the dictionaries take a moment to load, and
 * 12 MB of the server's heap (27 MB once built), which a process that never sets a password (one
 * busy with the lottery, say) need not hold (issue 32).
 */
let estimator: Promise<ZxcvbnFactory> | null = null;

async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [common, english] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, userInputs: FESTIVAL_WORDS },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
}

const FESTIVAL_WORDS = ['nzif', 'improv', 'improvfest', 'festival', 'wellington', 'aotearoa'];

export async function isWeakPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  if (password.trim().length < 8) return true;
  estimator ??= buildEstimator().catch((error: unknown) => {
    estimator = null;
    throw error;
  });
  // Only the first 100 characters are scored: the estimate's cost grows with the length.
  return (await estimator).check(password.slice(0, 100), userInputs).score < 2;
}

/** Throws the form's ValidationError on the `password` field for a weak password. */
export async function assertStrongPassword(password: string, userInputs: string[] = []): Promise<void> {
  if (await isWeakPassword(password, userInputs)) {
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, [
      { path: ['password'], message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
}
