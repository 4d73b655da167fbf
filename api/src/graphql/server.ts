import type { Server } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { jsonBody } from '../http/request.js';
import { viewerOf } from '../auth/viewer.js';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { Lru } from '../lru.js';
import type { Services } from '../context.js';
import type { GqlContext } from './context.js';
import { getSchema } from './schema.js';
import { sharedSubscribe, toSocket } from './shared-subscriptions.js';
import { formatError, localizeErrors } from './errors.js';
import { isLocale } from '@fit/events/i18n';
import { callerLocale } from '../http/refuse.js';
import { checkOperation } from './limits.js';
import { trackSessionSocket } from '../auth/live-sessions.js';
import { isForeignOrigin } from '../http/origin.js';
import { graphqlMetrics } from '../observability/metrics.js';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Requests from other sites' pages (the widget) get CORS without credentials: their cookies
 * are dropped before the session is read, and only the public results operations run.
 */
const crossOriginFor =
  (isForeign: (req: Request) => boolean): RequestHandler =>
  (req, res, next) => {
    const foreign = isForeign(req);
    (req as Request & { crossOrigin?: boolean }).crossOrigin = foreign;
    if (foreign) {
      delete req.headers.cookie;
      res.set('Access-Control-Allow-Origin', '*');
      res.set('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET, POST');
        res.set('Access-Control-Allow-Headers', 'content-type, apollo-require-preflight');
        res.set('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };

export interface GraphqlHandle {
  schema: GraphQLSchema;
  /** The graphql-ws server; the app routes /graphql upgrades to it. */
  wss: WebSocketServer;
  close: () => Promise<void>;
}

/** /graphql over HTTP (Apollo Server) and WebSocket (graphql-ws), on the app's own server. */
export async function mountGraphql(app: Express, httpServer: Server, services: Services, session: RequestHandler): Promise<GraphqlHandle> {
  /** The same-origin rule of every door (http/origin.ts), with this deployment's proxy setting. */
  const isForeign = (req: { headers: IncomingHttpHeaders }) => isForeignOrigin(req.headers, services.config.trustProxy);
  const crossOrigin = crossOriginFor(isForeign);
  const schema = await getSchema();
  const production = services.config.production;

  /**
   * Queries over the socket, parsed and validated once per text (parsing and validation depend
   * on nothing else): five hundred screens opening the same page send the same subscription,
   * and checking each one anew was half of the app's work while they connected. The complexity
   * and origin checks, which depend on variables and the viewer, still run per subscription.
   */
  const checkedDocuments = new Lru<string, DocumentNode | GraphQLError[]>(200);
  const parsedDocument = (query: string): DocumentNode | GraphQLError[] => {
    const known = checkedDocuments.get(query);
    if (known) return known;
    let checked: DocumentNode | GraphQLError[];
    try {
      const document = parse(query);
      // Apollo refuses introspection when it is off; graphql-ws needs the same rule spelled out.
      const errors = validate(schema, document, production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules);
      checked = errors.length ? errors.map((e) => new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT' } })) : document;
    } catch (e) {
      checked = [new GraphQLError((e as Error).message, { extensions: { code: 'BAD_USER_INPUT' } })];
    }
    if (query.length <= 8 * 1024) checkedDocuments.set(query, checked);
    return checked;
  };

  const logError = (m: string) => services.logger.error(m);
  const format = formatError(production, logError);
  // Errors over the socket carry the same extensions.code (UNAUTHENTICATED, FORBIDDEN…) and
  // message as over HTTP: Apollo's formatError, applied to each result sent on a socket.
  // In the connection's language (GqlContext.locale), as over HTTP.
  const formatResult = (result: ExecutionResult, contextValue: unknown): FormattedExecutionResult =>
    result.errors?.length
      ? {
          ...result,
          errors: localizeErrors(
            result.errors.map((e) => format(e.toJSON(), e)),
            (contextValue as GqlContext | undefined)?.locale ?? 'en',
          ),
        }
      : result;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const wsServer = useServer<Record<string, unknown>, { ctx?: GqlContext }>(
    {
      schema,
      // Public screens share (hundreds watch one cohort); a signed-in page's subscription is its
      // own, a few per team, and starts with the state as it is when it reaches the server.
      subscribe: sharedSubscribe((contextValue) => {
        const { viewer, crossOrigin } = contextValue as GqlContext;
        if (viewer.admin || viewer.teamId || viewer.judge) return null;
        return JSON.stringify([crossOrigin, viewer.sessionUnreadable, (contextValue as GqlContext).locale]);
      }, formatResult),
      context: async (ctx) => {
        if (ctx.extra.ctx) return ctx.extra.ctx as unknown as Record<string, unknown>;
        const req = ctx.extra.request as unknown as Request;
        const foreign = isForeign(req);
        if (foreign) delete req.headers.cookie;
        else await new Promise<void>((ok) => session(req, {} as never, () => ok()));
        // The language the client names in connectionParams (a browser's socket cannot set headers), else the upgrade request's Accept-Language.
        const asked = ctx.connectionParams?.locale;
        const locale = isLocale(asked) ? asked : callerLocale(req);
        const gctx: GqlContext = { services, req, res: null, crossOrigin: foreign, viewer: viewerOf(req, { crossOrigin: foreign }), loaders: new Map(), locale };
        (ctx.extra as { ctx?: GqlContext }).ctx = gctx;
        // The socket keeps the identity it was opened with: logging out ends it (live-sessions.ts).
        if (!foreign) {
          const socket = ctx.extra.socket;
          socket.once('close', trackSessionSocket(services, req.sessionID, socket));
        }
        return gctx as unknown as Record<string, unknown>;
      },
      onSubscribe: async (ctx, id, payload) => {
        const req = ctx.extra.request as unknown as Request;
        const document = parsedDocument(payload.query);
        if (!('kind' in document)) return document;
        try {
          checkOperation({
            schema,
            document,
            operationName: payload.operationName,
            variables: payload.variables ?? {},
            crossOrigin: isForeign(req),
            introspection: !production,
          });
        } catch (e) {
          return [new GraphQLError((e as Error).message, { extensions: { code: 'BAD_USER_INPUT' } })];
        }
        // The arguments as checked (graphql-ws would otherwise parse and validate the query
        // again), naming the socket and id a shared subscription writes its results to.
        return toSocket({ schema, document, operationName: payload.operationName, variableValues: payload.variables }, ctx.extra.socket, id);
      },
      // What graphql-ws itself sends (queries, refusals); shared subscriptions format theirs alike.
      onNext: (ctx, _id, _payload, _args, result) => (result.errors?.length ? formatResult(result, ctx.extra.ctx) : undefined),
      onError: () => {},
    },
    wss,
  );

  const apollo = new ApolloServer<GqlContext>({
    schema,
    introspection: !production,
    // serve.ts stops the server (after draining): Apollo's own SIGTERM handler would close the
    // HTTP server at once, refusing connections while /readyz still drains.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: !production,
    formatError: formatError(production, logError),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      graphqlMetrics,
      {
        async requestDidStart() {
          return {
            // formatError has no request: the errors are put in the caller's language as the answer leaves.
            async willSendResponse({ response, contextValue }) {
              const body = response.body;
              if (body.kind === 'single' && body.singleResult.errors?.length) {
                body.singleResult.errors = localizeErrors(body.singleResult.errors, contextValue?.locale ?? 'en');
                // An answer with errors depends on the language: caches keep one per Accept-Language.
                response.http.headers.set('vary', [response.http.headers.get('vary'), 'Accept-Language'].filter(Boolean).join(', '));
              }
            },
            async didResolveOperation(rc) {
              checkOperation({
                schema: rc.schema,
                document: rc.document,
                operationName: rc.request.operationName,
                variables: rc.request.variables,
                crossOrigin: rc.contextValue.crossOrigin,
                introspection: !production,
              });
            },
          };
        },
        async serverWillStart() {
          return {
            async drainServer() {
              await wsServer.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use(
    '/graphql',
    crossOrigin,
    jsonBody(services.config.bodyLimit),
    session,
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const crossOrigin = !!(req as Request & { crossOrigin?: boolean }).crossOrigin;
        return { services, req: req as Request, res, crossOrigin, viewer: viewerOf(req as Request, { crossOrigin }), loaders: new Map(), locale: callerLocale(req) };
      },
    }),
  );

  return {
    schema,
    wss,
    async close() {
      await apollo.stop();
      // Subscriptions are told the server restarts (1012): graphql-ws clients reconnect to another process.
      for (const client of wss.clients) client.close(1012, 'The server is restarting');
      wss.close();
    },
  };
}
