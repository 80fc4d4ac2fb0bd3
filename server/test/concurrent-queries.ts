import pg from 'pg';

/**
 * Issue 25 item 6: two statements sent at once on one pg client (pg warns "client.query() when the
 * client is already executing a query"). Inside a transaction they can interleave, so in the tests
 * it is an error, thrown at the call site, not a warning printed once per process.
 */
export const CONCURRENT_QUERY_MESSAGE = 'Two queries at once on one PostgreSQL client';

type QueueingClient = { _queryQueue?: unknown[]; _activeQuery?: unknown; pipeline?: boolean };

export function refuseConcurrentQueries(): void {
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
    __refusing?: boolean;
  };
  if (prototype.__refusing) return;
  const original = prototype.query;
  prototype.query = function query(this: QueueingClient, ...args: unknown[]) {
    // pg 8 warns only once a second statement is already waiting; this refuses the second one
    // sent while the first still runs, which is where interleaving starts.
    const busy = Boolean(this._activeQuery) || (this._queryQueue?.length ?? 0) > 0;
    if (busy && !this.pipeline) {
      Error.stackTraceLimit = 50;
      const error = new Error(`${CONCURRENT_QUERY_MESSAGE}: await each statement before sending the next`);
      // The app masks it as INTERNAL; the call site is what the developer needs.
      console.error(error.stack);
      throw error;
    }
    return original.apply(this, args);
  };
  prototype.__refusing = true;
  // Whatever slips past the check above (another pg version) still fails the run.
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message)) {
      throw new Error(`${CONCURRENT_QUERY_MESSAGE}: ${warning.stack ?? warning.message}`);
    }
  });
}
