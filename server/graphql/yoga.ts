import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { isDataException } from '#server/db/errors';
import { authenticateRequest } from '#server/domains/auth/index';
import { readProgrammeFromMemory } from '#server/domains/festival/index';
import { corsOptions } from '#server/security-headers';
import type { AppServices } from '#server/services/app-services';
import type { Context } from './context';
import { invalidInputError, refuseNulBytes } from './input-guard';
import { queryLimitPlugins } from './limits';
import type { ResponseCache } from './response-cache';
import { schema } from './schema';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Response header set when a request's credentials were refused; the web app logs out on it. */
export const CREDENTIALS_HEADER = 'x-credentials';

type RequestHeaders = Record<string, string | string[] | undefined>;

/** Reads the viewer from the `access-token`, `client` and `uid` headers. */
export async function viewerFromHeaders(services: AppServices, headers: RequestHeaders) {
  return (await authenticateHeaders(services, headers)).viewer;
}

/** viewerFromHeaders, with the programme's version the credentials' statement read as well. */
function authenticateHeaders(services: AppServices, headers: RequestHeaders) {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return authenticateRequest(
    services.db,
    { accessToken: header('access-token'), client: header('client'), uid: header('uid') },
    services.now(),
  );
}

/** Queries may read the programme from memory; a mutation reads what it wrote from the database. */
const programmeFromMemory: Plugin = {
  onExecute({ args }) {
    if (getOperationAST(args.document, args.operationName)?.operation === 'query')
      readProgrammeFromMemory(args.contextValue);
  },
};

export function createGraphqlHandler(
  services: AppServices,
  logger: FastifyBaseLogger,
  responseCache?: ResponseCache,
  /** More plugins (the metrics' error count). */
  extraPlugins: Plugin[] = [],
) {
  const limits: Plugin[] = [...queryLimitPlugins(), refuseNulBytes, programmeFromMemory, ...extraPlugins];
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: corsOptions(services.env),
    logging: logger,
    // Public operations are answered from the shared response cache; mutations clear it.
    plugins: responseCache ? [...limits, ...responseCache.plugins] : limits,
    graphiql: services.env.NODE_ENV !== 'production',
    maskedErrors: {
      maskError(error, message) {
        const original = (error as { originalError?: unknown }).originalError;
        // GraphQLErrors we raise on purpose (auth, validation) pass; anything else is masked and logged.
        if (original === undefined || (original as { extensions?: unknown })?.extensions)
          return error as Error;
        // Input PostgreSQL refused as data (out of range, malformed): the client's mistake, not ours.
        if (isDataException(original)) return invalidInputError();
        const requestId = randomUUID();
        logger.error({ err: original, requestId }, 'Unexpected error in GraphQL resolver');
        return createGraphQLError(`${message} (request ${requestId})`, {
          extensions: { code: 'INTERNAL', requestId },
        });
      },
    },
    context: async ({ req, reply }): Promise<Context> => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
      );
      const { viewer, programmeVersion } = await authenticateHeaders(services, req.headers);
      // Credentials that prove nobody (expired, revoked) are answered as anonymous, and the answer
      // says so, so the app can forget them and ask the person to log in again.
      if (!viewer && headers['access-token']) reply.header(CREDENTIALS_HEADER, 'invalid');
      return {
        ...services,
        viewer,
        programmeVersion,
        requestId: String(req.id),
        ip: req.ip,
        headers,
      };
    },
  });
}
