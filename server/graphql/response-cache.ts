import { createHash } from 'node:crypto';
import { type Cache, useResponseCache as responseCachePlugin } from '@graphql-yoga/plugin-response-cache';
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getNamedType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Fields whose value is the same for every visitor, logged in or not (their resolvers never read
 * the viewer). An operation made only of these is answered from one shared cache entry whatever
 * credentials come with it; anything else (a new field included, until someone adds it here after
 * checking its resolver) runs uncached. `Type.*` allows every field of the type.
 */
const PUBLIC_FIELDS = new Set([
  'Query.festival',
  'Query.activity',
  'Query.people',
  'Query.person',
  'Query.venues',
  'Query.venue',
  'Query.pages',
  'Query.page',
  ...[
    'activities',
    'earlybirdClosesAt',
    'earlybirdOpensAt',
    'endDate',
    'endDay',
    'generalOpensAt',
    'id',
    'name',
    'phase',
    'registrationsCloseAt',
    'startDate',
    'startDay',
    // Not 'timetable': staff only.
    'upcomingSessions',
    'workshopPricing',
  ].map((field) => `Festival.${field}`),
  ...['Activity', 'Workshop', 'Show', 'SocialEvent', 'Conference'].flatMap((type) =>
    [
      'bookingLink',
      'description',
      'descriptionHtml',
      'id',
      'name',
      'picture',
      'presenters',
      'sessions',
      'slug',
      'suitability',
      'type',
      'show',
      'workshop',
      'tutors',
      'directors',
    ].map((field) => `${type}.${field}`),
  ),
  ...[
    'activity',
    'cancellationReason',
    'cancelled',
    'capacity',
    'endsAt',
    'full',
    'id',
    'placesTaken',
    'startsAt',
    'venue',
    'waitlistCount',
  ].map((field) => `Session.${field}`),
  // Not Person.phone: only the person themselves and people managers see it.
  ...['activities', 'bio', 'city', 'id', 'isFestival', 'name', 'picture', 'pronouns'].map(
    (field) => `Person.${field}`,
  ),
  'Festival.programmeChanges',
  'ProgrammeChange.*',
  'ProgrammeChangeLine.*',
  'Venue.*',
  'ContentPage.*',
  'Picture.*',
  'City.*',
  'WorkshopPricing.*',
  'NotFoundError.message',
  'NotFoundError.code',
]);

/** Distinct query texts whose public/private verdict is remembered. */
const MAX_VERDICTS = 512;
/** Cached responses kept at once; a client sending endless variants cannot grow memory. */
const MAX_ENTRIES = 256;

export interface ResponseCacheOptions {
  schema: GraphQLSchema;
  /**
   * The longest a stored response is served. Mutations through this server clear the cache at
   * once; the age limit bounds staleness from writes it cannot see (another server process, a
   * background job, the clock moving the festival into another phase).
   */
  ttlMs?: number;
  now?: () => number;
  /**
   * The application's clock (`services.now`), which tests move across phases. An answer is only
   * served while that clock is within the age limit of when it was computed, so moving the clock
   * never returns an answer computed for another time.
   */
  clock?: () => number;
}

/** Whether every operation in the document is a query made only of public fields. */
export function readsOnlyPublicFields(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let isPublic = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation !== 'query') isPublic = false;
      },
      Field(node) {
        if (node.name.value === '__typename') return;
        // A staff preview's answer holds drafts (decision 020): never shared, whatever the value.
        if (node.arguments?.some((argument) => argument.name.value === 'includeDrafts')) isPublic = false;
        const parent = typeInfo.getParentType();
        const name = parent && getNamedType(parent).name;
        if (!name || !(PUBLIC_FIELDS.has(`${name}.${node.name.value}`) || PUBLIC_FIELDS.has(`${name}.*`)))
          isPublic = false;
      },
    }),
  );
  return isPublic;
}

interface Entry {
  result: ExecutionResult;
  expiresAt: number;
  /** The application clock when computed. */
  computedAt: number;
  /** The response body, serialised on the first HTTP hit. */
  body?: string;
}

/** A POST body as Fastify parsed it. */
export interface GraphqlParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** Raw request text → cache key, so a hit does not hash the whole query text again. */
const keyMemo = new Map<string, string>();

function cacheKey(documentString: string, operationName: unknown, variables: unknown): string {
  const raw = `${documentString}\n${typeof operationName === 'string' ? operationName : ''}\n${stableJson(variables ?? {})}`;
  let key = keyMemo.get(raw);
  if (key === undefined) {
    key = createHash('sha256').update(raw).digest('base64url');
    if (keyMemo.size >= MAX_VERDICTS) keyMemo.clear();
    keyMemo.set(raw, key);
  }
  return key;
}

/** The body Yoga would send for a stored result: without the `http` extension Yoga keeps for itself. */
function serialise(result: ExecutionResult): string {
  const { http: _http, ...extensions } = (result.extensions ?? {}) as Record<string, unknown>;
  const { extensions: _all, ...rest } = result;
  return JSON.stringify(Object.keys(extensions).length > 0 ? { ...rest, extensions } : rest);
}

/**
 * The GraphQL response cache (GraphQL Yoga's response-cache plugin). Public operations — those
 * reading only PUBLIC_FIELDS — share one entry per query text and variables, whoever asks; any
 * other operation is neither cached nor answered from the cache. Any mutation (over HTTP or the
 * realtime channel) clears every entry, because the public programme shows derived values (a
 * session filling up) that no mutation result names. Concurrent misses for one key run GraphQL
 * once and share the result, so an expiry under load does not stampede the database.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const { schema } = options;
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  const clock = options.clock ?? now;
  const isFresh = (entry: Entry) => entry.expiresAt > now() && Math.abs(clock() - entry.computedAt) < ttlMs;
  const entries = new Map<string, Entry>();
  const verdicts = new Map<string, boolean>();
  const publicRequests = new WeakSet<Request>();
  const keyByContext = new WeakMap<object, string>();
  const inFlight = new Map<string, Promise<unknown>>();
  /** The cache generation each execution started in; a result computed across a clear is not stored. */
  const startedIn = new WeakMap<object, number>();
  const stats = { hits: 0, misses: 0, executions: 0, invalidations: 0 };
  let generation = 0;

  const invalidate = () => {
    entries.clear();
    generation += 1;
    stats.invalidations += 1;
  };

  const isPublicQuery = (query: unknown): boolean => {
    if (typeof query !== 'string') return false;
    let verdict = verdicts.get(query);
    if (verdict === undefined) {
      try {
        verdict = readsOnlyPublicFields(schema, parse(query));
      } catch {
        verdict = false;
      }
      if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
      verdicts.set(query, verdict);
    }
    return verdict;
  };

  const cache: Cache = {
    get(key) {
      const entry = entries.get(key);
      if (entry && isFresh(entry)) {
        stats.hits += 1;
        return entry.result;
      }
      if (entry) entries.delete(key);
      stats.misses += 1;
      return undefined;
    },
    set(key, result) {
      if (startedIn.get(result) !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { result, expiresAt: now() + ttlMs, computedAt: clock() });
    },
    // Mutation results name entities; the whole cache is cleared instead (see invalidateOnMutation).
    invalidate() {},
  };

  const responseCache = responseCachePlugin({
    cache,
    ttl: ttlMs,
    includeExtensionMetadata: false,
    // Shared entries: the operation reads nothing that depends on who asks.
    session: () => null,
    enabled: (request) => publicRequests.has(request),
    buildResponseCacheKey: ({ documentString, variableValues, operationName, request, context }) => {
      const key = cacheKey(documentString, operationName, variableValues);
      if (isPublicQuery(documentString)) publicRequests.add(request);
      if (context && typeof context === 'object') keyByContext.set(context, key);
      return key;
    },
  });

  const invalidateOnMutation: Plugin = {
    onExecute({ args }) {
      const mutates = (args.document as DocumentNode).definitions.some(
        (definition) =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          definition.operation === 'mutation' &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (mutates) return { onExecuteDone: invalidate };
    },
  };

  // Runs after the response cache's own onExecute, so it wraps the cached executor.
  const singleFlight: Plugin = {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as { request?: Request };
      const key = keyByContext.get(context);
      if (!key || !context.request || !publicRequests.has(context.request)) return;
      const flightKey = `${generation}:${key}`;
      setExecuteFn((executeArgs) => {
        const running = inFlight.get(flightKey);
        if (running) return running as ReturnType<typeof executeFn>;
        const started = generation;
        stats.executions += 1;
        const promise = Promise.resolve(executeFn(executeArgs))
          .then((result) => {
            if (result && typeof result === 'object') startedIn.set(result, started);
            return result;
          })
          .finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, promise);
        return promise as ReturnType<typeof executeFn>;
      });
    },
  };

  /**
   * The stored response body for a POST of a public operation, or null: lets the HTTP layer answer
   * a hit without building a Fetch request for Yoga (a hit then costs a hash and a map lookup).
   */
  const storedBody = (params: GraphqlParams): string | null => {
    if (typeof params.query !== 'string' || !isPublicQuery(params.query)) return null;
    const key = cacheKey(params.query, params.operationName, params.variables);
    const entry = entries.get(key);
    if (!entry || !isFresh(entry)) return null;
    stats.hits += 1;
    entry.body ??= serialise(entry.result);
    return entry.body;
  };

  return {
    plugins: [responseCache, invalidateOnMutation, singleFlight] as Plugin[],
    storedBody,
    invalidate,
    /** Moves on every invalidation: what was computed before it may be stale. */
    generation: () => generation,
    stats,
    size: () => entries.size,
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one cache entry. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
