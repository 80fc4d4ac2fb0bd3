import { type DocumentNode, type ExecutionResult, Kind, type OperationDefinitionNode, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '#server/graphql/context';

/** Operations whose whole result is the same for every anonymous visitor. */
const CACHEABLE_OPERATIONS = new Set(['Programme']);

export interface ProgrammeCacheOptions {
  /**
   * The longest a cached programme is served. Mutations through this server clear the cache at
   * once; the age limit bounds staleness from writes it cannot see (another server process, a
   * background job, a direct database edit), e.g. a session filling up.
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  result: ExecutionResult;
  storedAt: number;
}

/**
 * An in-memory response cache for the public programme: anonymous requests for a cacheable
 * operation skip execution (and the database) while a fresh entry exists. Any mutation clears it.
 */
export function createProgrammeCache(options: ProgrammeCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const printed = new WeakMap<object, string>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  const invalidate = () => {
    entries.clear();
    stats.invalidations += 1;
  };

  const plugin: Plugin<Context> = {
    onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (!operation) return;
      if (operation.operation === 'mutation') {
        return { onExecuteDone: invalidate };
      }
      const context = args.contextValue as Context;
      const name = operation.name?.value;
      // A viewer could see fields others cannot; only anonymous results are shared.
      if (operation.operation !== 'query' || !name || !CACHEABLE_OPERATIONS.has(name) || context.viewer)
        return;
      let text = printed.get(document);
      if (text === undefined) {
        text = print(document);
        printed.set(document, text);
      }
      const key = `${text}\n${JSON.stringify(args.variableValues ?? {})}`;
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < maxAgeMs) {
        stats.hits += 1;
        setResultAndStopExecution(entry.result);
        return;
      }
      stats.misses += 1;
      const generation = stats.invalidations;
      return {
        onExecuteDone({ result }) {
          const single = result as ExecutionResult;
          // Never keep errors, nor a result computed across an invalidation.
          if (!('data' in single) || single.errors?.length || generation !== stats.invalidations) return;
          entries.set(key, { result: single, storedAt: now() });
        },
      };
    },
  };

  return { plugin, invalidate, stats, size: () => entries.size };
}
