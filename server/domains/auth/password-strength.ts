import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { COMMON_PASSWORD_MESSAGE } from '#core/auth/passwords';
import { ValidationError } from '#server/services/errors';

/**
 * Refuses passwords a guesser finds quickly (issue 12 item 6), using zxcvbn-ts's estimate rather
 * than a fixed word list: score 0–1 means under about 10⁶ guesses, which an online guesser spread
 * over many addresses can reach. Built on first use (the dictionaries take a moment to load).
 */
let estimator: ZxcvbnFactory | null = null;

const FESTIVAL_WORDS = ['nzif', 'improv', 'improvfest', 'festival', 'wellington', 'aotearoa'];

export function isWeakPassword(password: string, userInputs: string[] = []): boolean {
  if (password.trim().length < 8) return true;
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, userInputs: FESTIVAL_WORDS },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  // Only the first 100 characters are scored: the estimate's cost grows with the length.
  return estimator.check(password.slice(0, 100), userInputs).score < 2;
}

/** Throws the form's ValidationError on the `password` field for a weak password. */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  if (isWeakPassword(password, userInputs)) {
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, [
      { path: ['password'], message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
}
