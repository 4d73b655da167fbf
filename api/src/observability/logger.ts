/**
 * Structured logs (pino): one JSON object a line in production (and under test), readable lines
 * in development when pino-pretty is installed (a development dependency). Every line carries
 * the level, the time, the process id and, inside a request, its id (reqId) and, when tracing
 * is on, the trace and span ids.
 *
 * No secret and no personal data: messages pass through redactSecrets (log.ts) like every log
 * line of the app; request lines name the route pattern (/api/teams/:code), never the URL with
 * its values, and no header; errors are described by describeError (never a database error's
 * message, which carries statement parameters).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { describeError, redactSecrets } from '../log.js';
import { activeTraceIds } from './trace-context.js';
import { routeOf } from './route.js';

export type { Logger };

import type { LogLevel } from './log-level.js';

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** The id of the request being served, if any (for lines logged deep inside it). */
export const currentRequestId = () => requestContext.getStore()?.reqId;

export interface LoggerSettings {
  level: LogLevel;
  /** Readable lines (pino-pretty) instead of JSON; falls back to JSON when it is not installed. */
  pretty?: boolean;
  /** Fixed fields on every line (the process's role in a cluster, say). */
  base?: Record<string, unknown>;
  /** Where each line's message goes instead of stdout (tests): the message text only. */
  sink?: (message: string) => void;
}

export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    base: { pid: process.pid, ...settings.base },
    // `level: "info"` rather than pino's number: what log shippers and people read.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const ids: Record<string, string> = {};
      const reqId = requestContext.getStore()?.reqId;
      if (reqId) ids.reqId = reqId;
      const traced = activeTraceIds();
      if (traced) Object.assign(ids, traced);
      return ids;
    },
    hooks: {
      // Every string argument (the message and its format arguments) without secrets.
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactSecrets(a) : a)) as Parameters<typeof method>);
      },
    },
    serializers: { err: (err: unknown) => ({ description: describeError(err) }) },
  };
  if (settings.sink) {
    const sink = settings.sink;
    return pino(options, {
      write(line: string) {
        try {
          const o = JSON.parse(line) as { msg?: string };
          if (o.msg) sink(o.msg);
        } catch {
          sink(line);
        }
      },
    });
  }
  if (settings.pretty) {
    try {
      const pretty = createRequire(import.meta.url)('pino-pretty') as (o: object) => NodeJS.WritableStream;
      return pino(options, pretty({ colorize: !!process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
    } catch {
      // Not installed (a production install): JSON lines.
    }
  }
  return pino(options);
}

/** An id a proxy in front gave the request (X-Request-Id), when it looks like one; else a new one. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const requestIdOf = (req: Request) => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
};

/** Paths probed every few seconds (load balancers, Prometheus): not logged when they answer well. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Express middleware: a request id (X-Request-Id, answered back), the request's context for
 * every line logged while serving it, and one line when it ends: method, route pattern,
 * status, milliseconds. 5xx at error, 4xx at warn, the rest at info.
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const reqId = requestIdOf(req);
    res.setHeader('X-Request-Id', reqId);
    const started = performance.now();
    requestContext.run({ reqId }, () => {
      res.once('finish', () => {
        const status = res.statusCode;
        const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        if (level === 'info' && QUIET.has(req.path)) return;
        const route = routeOf(req);
        logger[level]({ method: req.method, route, status, ms: Math.round(performance.now() - started) }, `${req.method} ${route} ${status}`);
      });
      next();
    });
  };
}
