import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '#server/graphql/context';

/** Operations whose whole result is the same for every anonymous visitor. */
const CACHEABLE_OPERATIONS = new Set(['Programme']);
/** Distinct query texts kept at once; a client sending endless variants cannot grow memory. */
const MAX_ENTRIES = 64;
const CREDENTIAL_HEADERS = ['access-token', 'client', 'uid'] as const;

export interface ProgrammeCacheOptions {
  /**
   * The longest a stored programme is served. Mutations through this server clear the cache at
   * once; the age limit bounds staleness from writes it cannot see (another server process, a
   * background job, a direct database edit), e.g. a session filling up.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/** What the HTTP layer knows of a GraphQL request before Yoga runs. */
export interface GraphqlHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body of a POST. */
  body?: unknown;
  /** The query string of a GET. */
  query?: unknown;
}

interface Entry {
  body: string;
  storedAt: number;
}

/**
 * A response cache for the public programme, the hottest read: an anonymous request for a
 * cacheable operation is answered with the stored, already serialised response before GraphQL
 * runs at all. Any mutation (over HTTP or the realtime channel) clears it through the Yoga plugin.
 */
export function createProgrammeCache(options: ProgrammeCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  const invalidate = () => {
    entries.clear();
    stats.invalidations += 1;
  };

  /** The cache key of a request, or null when it must not be shared. */
  const keyFor = (request: GraphqlHttpRequest): string | null => {
    // Anyone presenting credentials could see fields others cannot; only anonymous results are shared.
    if (CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
    const params = (request.method === 'GET' ? request.query : request.body) as
      | Record<string, unknown>
      | undefined;
    if (!params || typeof params.query !== 'string' || typeof params.operationName !== 'string') return null;
    if (!CACHEABLE_OPERATIONS.has(params.operationName)) return null;
    const variables =
      typeof params.variables === 'string' ? params.variables : JSON.stringify(params.variables ?? {});
    return `${params.operationName}\n${params.query}\n${variables}`;
  };

  const read = (key: string): string | null => {
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < maxAgeMs) {
      stats.hits += 1;
      return entry.body;
    }
    if (entry) entries.delete(key);
    stats.misses += 1;
    return null;
  };

  /** Stores a successful response unless a mutation cleared the cache while it was computed. */
  const write = (key: string, body: string, generation: number) => {
    if (generation !== stats.invalidations) return;
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    if (!parsed.data || parsed.errors?.length) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { body, storedAt: now() });
  };

  const plugin: Plugin<Context> = {
    onExecute({ args }) {
      const isMutation = (args.document as DocumentNode).definitions.some(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          definition.operation === 'mutation' &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (isMutation) return { onExecuteDone: invalidate };
    },
  };

  return {
    plugin,
    keyFor,
    read,
    write,
    invalidate,
    stats,
    generation: () => stats.invalidations,
    size: () => entries.size,
  };
}

export type ProgrammeCache = ReturnType<typeof createProgrammeCache>;
