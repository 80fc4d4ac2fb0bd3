/**
 * A field with typed errors returns a union of what it returns and its errors. Where it returns an
 * interface (Activity, Payment, Setting) the union holds each implementing type, so no one
 * `__typename` names success; these narrow on the errors instead. Every type that implements
 * `Error` is named `…Error` and no other type is (server/graphql/schema.test.ts checks it).
 */
type TypedError = { __typename?: `${string}Error` };

/** What the field returned when it did not return one of its typed errors. */
export type NotError<T> = Exclude<T, TypedError>;

export function isNotError<T extends { __typename?: string }>(
  result: T | null | undefined,
): result is NotError<T> {
  return result != null && !result.__typename?.endsWith('Error');
}
