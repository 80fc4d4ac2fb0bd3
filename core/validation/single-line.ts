import { z } from 'zod';
import { VALIDATION_MESSAGES } from './error-map';

/**
 * Characters no single-line field may hold (issue 25): C0 and C1 controls (CR/LF would start new
 * lines in email bodies and headers, NUL and escapes confuse terminals and CSV readers), the line
 * and paragraph separators, and the bidirectional overrides and isolates that make text display
 * in another order than it is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** A name, subject or other one-line text: refused with the spec's 'Invalid input' if it holds a control character. */
export function singleLine<Schema extends z.ZodString>(schema: Schema): Schema {
  return schema.refine(hasNoControlCharacters, { error: VALIDATION_MESSAGES.invalid }) as Schema;
}

/** Optional single-line text: trimmed, at most `max` characters, no control characters. */
export const singleLineText = (max: number) => singleLine(z.string().trim().max(max));

/** What a phone number may be written with: digits, spaces and + ( ) - . / (no markup, no letters). */
const PHONE = /^[\d\s+().\-/]*$/;

/** A phone number (optional: '' for none). */
export const phoneNumber = () =>
  singleLine(z.string().trim().max(30)).regex(PHONE, { error: VALIDATION_MESSAGES.invalid });
