import express from 'express';
import { jsonBody, rejectNulInUrl } from './http/request.js';
import { createServer, type Server } from 'node:http';
import { mountGraphql } from './graphql/server.js';
import compression from 'compression';
import type { Services } from './context.js';
import { pendingMigrations } from './orm.js';
import { securityHeaders, rejectForeignOrigin } from './http/security.js';
import { errorHandler, notFoundApi } from './http/errors.js';
import { refuse } from './http/refuse.js';
import { serveStatic } from './http/static.js';
import { createSessionMiddleware } from './auth/session.js';
import { teamsRouter } from './modules/teams/teams.routes.js';
import { phaseDataRouter } from './modules/phase-data/phase-data.routes.js';
import { createCollabServer } from './modules/phase-data/collab/server.js';
import { clusterHandoff } from './modules/phase-data/collab/handoff.js';
import { configsRouter } from './modules/configs/configs.routes.js';
import { cohortsRouter } from './modules/cohorts/cohorts.routes.js';
import { showcaseRouter } from './modules/showcase/showcase.routes.js';
import { authRouter } from './modules/auth/auth.routes.js';
import { exportRouter } from './modules/export/export.routes.js';
import { auditRouter } from './modules/audit/audit.routes.js';
import { feedbackRouter } from './modules/feedback/feedback.routes.js';
import { judgingRouter } from './modules/judging/judging.routes.js';
import { jobsRouter } from './jobs/jobs.routes.js';
import { agendaRouter } from './modules/agenda/agenda.routes.js';
import { sessionRouter } from './modules/session/session.routes.js';
import { privacyRouter } from './modules/privacy/privacy.routes.js';
import { watchErasures } from './modules/privacy/live.js';
import { requestLogging } from './observability/logger.js';
import { httpMetrics, trackSocket } from './observability/metrics.js';
import { metricsRoute } from './observability/metrics-server.js';

/** /readyz answers within this, ready or not. */
export const READY_TIMEOUT_MS = 800;

export interface AppHandle {
  app: express.Express;
  server: Server;
  session: express.RequestHandler;
  /** From now on /readyz answers 503 (the shutdown's first step: load balancers stop sending work). */
  drain: () => void;
  close: () => Promise<void>;
}

/** The whole service on one HTTP server: /api, /graphql (HTTP + WebSocket), the web app. */
export async function createApp(s: Services): Promise<AppHandle> {
  const app = express();
  const server = createServer(app);
  // Whatever this process holds of a team erased anywhere is let go of (modules/privacy/live.ts).
  const unwatchErasures = watchErasures(s);
  // An idle keep-alive connection stays open 65 s (Node's default is 5 s): longer than the idle
  // timeout of the proxies in front (60 s on the common load balancers) and of clients that reuse
  // connections, so none sends a request on a connection the app is just closing (a reset).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.disable('x-powered-by');
  app.set('trust proxy', s.config.trustProxy);
  // First: every request has its id (X-Request-Id) and its line in the log, and is measured.
  app.use(requestLogging(s.logger));
  app.use(httpMetrics);
  app.use(securityHeaders());
  // Answers to /api writes are a few hundred bytes of JSON, which compression makes no smaller
  // for the cost of wrapping the response; reads (lists, exports, GraphQL, the app's assets)
  // are compressed.
  const compress = compression();
  app.use((req, res, next) => (req.method !== 'GET' && req.method !== 'HEAD' && req.path.startsWith('/api/') ? next() : compress(req, res, next)));
  app.use(rejectNulInUrl);

  let draining = false;
  // Liveness: the process answers. Stays 200 while draining (restarting it would not help).
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness: whether to send this process work. 503 while draining or while PostgreSQL, Redis
  // (when configured) or the schema is not there. Answers within READY_TIMEOUT_MS whatever the
  // dependencies do: a check that has not answered by then (a frozen PostgreSQL or Redis) counts
  // as down.
  let migrated = false;
  const migrationsDone = async () => {
    if (!migrated) migrated = (await pendingMigrations(s.orm)).length === 0;
    if (!migrated) throw new Error('pending migrations');
  };
  app.get('/readyz', async (_req, res) => {
    const within = (p: Promise<unknown>) =>
      new Promise<string>((ok) => {
        const timer = setTimeout(() => ok('down'), READY_TIMEOUT_MS);
        p.then(
          () => ok('ok'),
          () => ok('down'),
        ).finally(() => clearTimeout(timer));
      });
    const [postgres, migrations, redis] = await Promise.all([
      within(s.orm.em.fork().execute('select 1')),
      within(migrationsDone()),
      s.redis ? within(s.redis.ping()) : Promise.resolve('not used (single instance)'),
    ]);
    const checks: Record<string, string> = { postgres, migrations, redis };
    if (draining) checks.shutdown = 'draining';
    const ready = !draining && Object.values(checks).every((v) => v !== 'down');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : draining ? 'draining' : 'unavailable', checks });
  });
  // Behind METRICS_TOKEN only (the separate METRICS_PORT needs no token: keep it off the public network).
  if (s.config.metrics.token) app.get('/metrics', metricsRoute(s.config.metrics.token));

  const session = await createSessionMiddleware(s);
  const api = express.Router();
  api.use(jsonBody(s.config.bodyLimit, false));
  api.use(session.middleware);
  api.use(rejectForeignOrigin);
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(authRouter(s));
  api.use(teamsRouter(s));
  api.use(phaseDataRouter(s));
  api.use(configsRouter());
  api.use(cohortsRouter(s));
  api.use(showcaseRouter(s));
  api.use(exportRouter(s));
  api.use(jobsRouter(s));
  api.use(auditRouter(s));
  api.use(feedbackRouter(s));
  api.use(agendaRouter(s));
  api.use(sessionRouter(s));
  api.use(judgingRouter(s));
  api.use(privacyRouter(s));
  api.use(notFoundApi);
  app.use('/api', api);
  // A 500 is a bug: its line is logged at error level.
  const logError = (m: string) => s.logger.error(m);
  app.use('/api', errorHandler(logError));

  const graphql = await mountGraphql(app, server, s, session.middleware);
  const collab = createCollabServer(s, session.middleware, clusterHandoff(server));
  // One server, two WebSocket endpoints: GraphQL subscriptions and live phase documents (which
  // counts its sockets itself: in a cluster, one may move to another worker).
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/graphql') {
      trackSocket('graphql', socket);
      graphql.wss.handleUpgrade(req, socket, head, (ws) => graphql.wss.emit('connection', ws, req));
    } else if (path.startsWith('/collab/')) collab.handleUpgrade(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  // Rebuilds cut short by a restart continue (in-process queue; BullMQ retries by itself).
  void s.jobs?.resumeInterrupted().catch((err) => s.log(`resuming rebuilds: ${(err as Error).message}`));
  // /collab speaks WebSocket only: a plain request is told so, rather than given the web app's page.
  app.use('/collab', (_req, res) => {
    res.set('Upgrade', 'websocket');
    refuse(res, 426, 'Co-editing needs a WebSocket: connect to this address with an Upgrade: websocket request');
  });
  serveStatic(app);
  app.use(errorHandler(logError));
  return {
    app,
    server,
    session: session.middleware,
    drain() {
      draining = true;
    },
    async close() {
      unwatchErasures();
      await collab.close();
      await graphql.close();
      await session.close();
    },
  };
}
