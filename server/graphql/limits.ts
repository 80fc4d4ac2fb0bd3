import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { type ASTVisitor, GraphQLError, isObjectType, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Request limits for every GraphQL document, on /graphql and /cable alike (both run Yoga's plugins).
 * GraphQL Armor's rules count each fragment once, so documents whose fragments fan out cannot make
 * the checks themselves expensive (issue 12; docs/decisions/010-request-limits-cors-csp.md).
 * The numbers leave room above the largest document the web app sends (limits.test.ts checks them).
 */
export const QUERY_LIMITS = {
  /** Lexical tokens: stops huge documents before parsing them into a tree (and deep recursion). */
  maxTokens: 1500,
  maxDepth: 12,
  maxAliases: 20,
  maxDirectives: 30,
  /** Cost: 2 per object, 1 per scalar, times 1.5 per level of nesting (Armor's model). */
  maxCost: 15_000,
  /**
   * How often one top-level field may appear in a document (under different aliases or
   * arguments). Each appearance is its own SQL; on the embedded database that is this process's
   * CPU (20 searches took 490 ms), and the cost limit counts fields, not queries.
   */
  maxSameRootField: 2,
} as const;

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** A refused document is the client's fault: 400 with a code, never a masked 500. */
function markRefused(_context: unknown, error: GraphQLError) {
  Object.assign(error.extensions as Record<string, unknown>, {
    code: QUERY_TOO_COMPLEX,
    http: { status: 400 },
  });
}

/**
 * Yoga answers parse errors with 200 to `application/json` clients (its parse hook marks them as
 * spec errors after ours run); a document refused for its size is the client's fault: 400.
 */
const refuseWith400: Plugin = {
  onResultProcess({ result }) {
    const errors = Array.isArray(result) ? [] : ((result as { errors?: unknown[] }).errors ?? []);
    for (const error of errors as { extensions?: Record<string, unknown> }[]) {
      if (error.extensions?.code === QUERY_TOO_COMPLEX) error.extensions.http = { status: 400 };
    }
  },
};

/**
 * Refuses a document that names one top-level field more than `limit` times. Fragments on the
 * root type are visited once each, whatever spreads them; spreads of one fragment give the same
 * response keys, which GraphQL merges into one execution, so this counts every execution.
 */
export function maxSameRootFieldRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const roots = new Set(
      [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(isObjectType),
    );
    const seen = new Map<string, Set<string>>();
    return {
      Field(node) {
        const parent = context.getParentType();
        if (!parent || !roots.has(parent as never) || node.name.value.startsWith('__')) return;
        const key = `${parent.name}.${node.name.value}`;
        const responseKeys = seen.get(key) ?? new Set<string>();
        responseKeys.add(node.alias?.value ?? node.name.value);
        seen.set(key, responseKeys);
        if (responseKeys.size === limit + 1) {
          context.reportError(
            new GraphQLError(`Ask for "${node.name.value}" at most ${limit} times in one request`, {
              nodes: [node],
              extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } },
            }),
          );
        }
      },
    };
  };
}

const sameRootFieldLimit: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(maxSameRootFieldRule(QUERY_LIMITS.maxSameRootField));
  },
};

export function queryLimitPlugins(): Plugin[] {
  const common = { exposeLimits: true, onReject: [markRefused], propagateOnRejection: true };
  return [
    refuseWith400,
    maxTokensPlugin({ ...common, n: QUERY_LIMITS.maxTokens }),
    maxDepthPlugin({ ...common, n: QUERY_LIMITS.maxDepth, flattenFragments: true }),
    maxAliasesPlugin({ ...common, n: QUERY_LIMITS.maxAliases }),
    maxDirectivesPlugin({ ...common, n: QUERY_LIMITS.maxDirectives }),
    sameRootFieldLimit,
    costLimitPlugin({
      ...common,
      maxCost: QUERY_LIMITS.maxCost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
    }),
  ] as Plugin[];
}
