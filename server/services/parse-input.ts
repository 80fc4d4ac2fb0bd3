import type { z } from 'zod';
import { ValidationError } from '#server/services/errors';

/** Parses resolver input with a core schema; failures become a ValidationError naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  }));
  throw new ValidationError(problems[0]?.message ?? 'Invalid input', problems);
}
