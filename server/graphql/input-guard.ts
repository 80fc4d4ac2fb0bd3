import { type DocumentNode, visit } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Input that PostgreSQL cannot store or compare is refused at the edge (issue 12 item 13): a NUL
 * character in any string (variables or document literals) is a 400 BAD_USER_INPUT before anything
 * runs. What still reaches the database as a data exception (SQLSTATE class 22: out-of-range or
 * malformed numbers) is the client's input too, not an internal error (`isDataException` in
 * server/db/errors.ts).
 */
export const BAD_USER_INPUT = 'BAD_USER_INPUT';

function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object')
    return Object.values(value).some((item) => containsNul(item, depth + 1));
  return false;
}

/** Per parsed document: the server's parser cache hands the same document to every request that sends it. */
const documentsWithNul = new WeakMap<DocumentNode, boolean>();

function documentHasNul(document: DocumentNode): boolean {
  const known = documentsWithNul.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  documentsWithNul.set(document, found);
  return found;
}

const nulRefusal = () =>
  createGraphQLError('Text may not contain NUL characters', {
    extensions: { code: BAD_USER_INPUT, http: { status: 400 } },
  });

export const refuseNulBytes: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (containsNul(args.variableValues) || documentHasNul(args.document))
      setResultAndStopExecution({ errors: [nulRefusal()] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (containsNul(args.variableValues) || documentHasNul(args.document))
      setResultAndStopExecution({ errors: [nulRefusal()] });
  },
};

export const invalidInputError = () =>
  createGraphQLError('Invalid input', { extensions: { code: BAD_USER_INPUT } });
