import { rewireTypes } from '@graphql-tools/utils';
import {
  GraphQLID,
  type GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  type ValueNode,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { parseRecordId } from '#core/validation/ids';
import { BAD_USER_INPUT } from './input-guard';

/**
 * Every ID the API accepts is a record id (issue 12 item 13): the scalar parses it once, for HTTP
 * and /cable alike, so out-of-range or malformed ids ("2147483648", "NaN", "1.5") are a 400
 * BAD_USER_INPUT before any resolver or SQL runs; well-formed ids of missing records stay NotFound.
 * Output is unchanged (some output ids are composite, such as "run:registration").
 */
const invalidId = () =>
  createGraphQLError('Not a valid id: ids are whole numbers from 1 to 2147483647', {
    extensions: { code: BAD_USER_INPUT, http: { status: 400 } },
  });

function parseIdValue(value: unknown): string {
  const id = parseRecordId(value);
  if (id === null) throw invalidId();
  return id;
}

function parseIdLiteral(node: ValueNode): string {
  if (node.kind !== Kind.STRING && node.kind !== Kind.INT) throw invalidId();
  return parseIdValue(node.kind === Kind.INT ? Number(node.value) : node.value);
}

export const RecordIdScalar = new GraphQLScalarType({
  ...GraphQLID.toConfig(),
  parseValue: parseIdValue,
  parseLiteral: parseIdLiteral,
});

/**
 * Pothos always builds graphql-js's own ID, and schema mappers leave built-in scalars alone, so the
 * strict scalar is swapped in by rewiring every type to it after the build (the name stays ID, so
 * schema.graphql and clients see no change).
 */
export function withRecordIds(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const { typeMap, directives } = rewireTypes(
    { ...schema.getTypeMap(), ID: RecordIdScalar },
    config.directives,
  );
  const root = (type: GraphQLObjectType | null | undefined) =>
    type ? (typeMap[type.name] as GraphQLObjectType) : undefined;
  return new GraphQLSchema({
    ...config,
    query: root(schema.getQueryType()),
    mutation: root(schema.getMutationType()),
    subscription: root(schema.getSubscriptionType()),
    types: Object.values(typeMap),
    directives,
  });
}
