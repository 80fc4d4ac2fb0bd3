import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, installZodMessages, requiredString, validationErrorMap } from './messages';

const messages = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('zod messages from the spec [VA-1]', () => {
  let previous: z.core.$ZodConfig['customError'];
  beforeAll(() => {
    previous = z.config().customError;
    installZodMessages();
    installZodMessages(); // idempotent
  });
  afterAll(() => {
    z.config({ customError: previous });
  });

  it('installs the map', () => {
    expect(z.config().customError).toBe(validationErrorMap);
  });

  it.each<[string, z.ZodType, unknown, string[]]>([
    ['missing string', z.string(), undefined, ['Required']],
    ['missing number', z.number(), undefined, ['Required']],
    ['wrong type', z.string(), 42, ['Invalid input']],
    ['null', z.string(), null, ['Invalid input']],
    ['short string', z.string().min(3), 'ab', ['String must contain at least 3 character(s)']],
    ['empty string with min 1', z.string().min(1), '', ['String must contain at least 1 character(s)']],
    ['long string', z.string().max(2), 'abc', ['String must contain at most 2 character(s)']],
    ['exact length', z.string().length(2), 'abc', ['String must contain exactly 2 character(s)']],
    ['bad email', z.email(), 'not-an-email', ['Invalid email']],
    ['bad enum', z.enum(['Workshop', 'Show']), 'Party', ['Invalid enum value']],
    ['bad literal', z.literal('yes'), 'no', ['Invalid enum value']],
    ['bad union', z.union([z.string(), z.number()]), true, ['Invalid input']],
    ['bad url', z.url(), 'nope', ['Invalid input']],
  ])('%s', (_, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it('names each missing field of an object "Required"', () => {
    const schema = z.object({ name: z.string(), kind: z.enum(['a', 'b']), email: z.email() });
    const issues = schema.safeParse({ kind: 'c', email: 'x' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Required'],
      ['kind', 'Invalid enum value'],
      ['email', 'Invalid email'],
    ]);
  });

  it('lets an explicit message win', () => {
    expect(messages(z.string().min(8, 'Password too short'), 'abc')).toEqual(['Password too short']);
  });
});

describe('schema builders carry the messages without installation [VA-1]', () => {
  it('leaves zod defaults in place when nothing is installed', () => {
    expect(z.config().customError).toBeUndefined();
    expect(messages(z.string(), undefined)).not.toEqual(['Required']);
  });

  it.each<[unknown, string[]]>([
    [undefined, ['Required']],
    ['', ['Required']],
    ['   ', ['Required']],
    [7, ['Invalid input']],
  ])('requiredString() on %j', (value, expected) => {
    expect(messages(requiredString(), value)).toEqual(expected);
  });

  it('trims requiredString() values unless told not to', () => {
    expect(requiredString().parse('  Ada  ')).toBe('Ada');
    expect(requiredString({ trim: false }).parse('  pw  ')).toBe('  pw  ');
    expect(messages(requiredString({ trim: false }), '')).toEqual(['Required']);
    expect(messages(requiredString().min(8), 'short')).toEqual([
      'String must contain at least 8 character(s)',
    ]);
  });

  it.each<[unknown, string[]]>([
    [undefined, ['Required']],
    ['', ['Required']],
    ['   ', ['Required']],
    ['ada@', ['Invalid email']],
    ['ada.example.com', ['Invalid email']],
    [3, ['Invalid input']],
    ['ada@example.com', []],
    ['  ada@example.com ', []],
  ])('email() on %j', (value, expected) => {
    expect(messages(email(), value)).toEqual(expected);
  });

  it('trims e-mail addresses', () => {
    expect(email().parse(' ada@example.com ')).toBe('ada@example.com');
    expect(email().optional().parse(undefined)).toBeUndefined();
  });
});
