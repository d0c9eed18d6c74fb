import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { Metrics } from '../metrics/metrics';
import { metricsOnPublicPort } from '../metrics/metrics-access';
import { accessLogMiddleware } from './access-log.middleware';
import { ApiExceptionFilter, type ErrorArea, type HttpErrorAnswer } from './api-exception.filter';
import { cookieNames } from './cookie-names';
import { csrfMiddleware } from './csrf';
import { applyHttpTimeouts, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts';
import { noStoreMiddleware } from './no-store.middleware';
import { queryTextMiddleware } from './query-text.middleware';
import { requestIdMiddleware } from './request-id.middleware';
import { securityHeaders } from './security-headers';
import { TextInputPipe } from './text-input.pipe';

export interface HttpOptions {
  /** Public URL; https turns on Secure cookies and HSTS. */
  appUrl: string;
  trustProxy: boolean | number | string | string[];
  /** Origins (scheme://host[:port]) of presigned file links, allowed by the CSP. */
  fileOrigins?: readonly string[];
  /** Largest JSON body; uploads are multipart and streamed, never parsed as JSON. */
  jsonLimit?: string;
  /**
   * Paths whose JSON body the route reads itself (readJsonBody) once it knows the caller: API v1's batches carry
   * their data rows as JSON (20 MB), which no unauthenticated client may make the server parse.
   */
  ownJsonBodyRoutes?: readonly string[];
  /** Header, request and idle timeouts of the listener; Node's own defaults allow minutes of slowloris. */
  timeouts?: HttpTimeouts;
  /** SESSION_SECRET (the gateway's): keys the CSRF tokens' signatures; unset, a key of this process's own. */
  csrfSecret?: string;
  /** METRICS_TOKEN: a scraper sending it as a Bearer token may read /metrics here; unset, /metrics is a 404. */
  metricsToken?: string;
  /** The app's own errors as ApiErrors (the gateway: failures of request/reply); see ApiExceptionFilter. */
  errorAnswer?: HttpErrorAnswer;
  /** Path prefixes answered by their own error filter (the gateway's API v1), whatever fails there. */
  errorAreas?: readonly ErrorArea[];
}

/** The general JSON parser, except on the routes that read their (larger) bodies after authentication. */
function jsonBodies(limit: string, ownBodyPaths: readonly string[]): RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) => (ownBodyPaths.includes(req.path) ? next() : parse(req, res, next));
}

/**
 * A route's JSON body, read now with its own limit (a route of `ownJsonBodyRoutes`, after its guards). Errors
 * as body-parser's (`type` entity.too.large, entity.parse.failed); not JSON: undefined.
 */
export function readJsonBody(req: Request, res: Response, limit: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    express.json({ limit })(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body)));
  });
}

/** Cookies are Secure everywhere except plain http on localhost (development and `npm start`). */
export function cookiesAreSecure(appUrl: string): boolean {
  const url = new URL(appUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || !local;
}

/**
 * The HTTP pipeline shared by the gateway and every service's health endpoint, on an app created with
 * createExpressAdapter() (case-sensitive, strict routing).
 */
export function configureHttp(app: INestApplication, options: HttpOptions): void {
  const server = app.getHttpAdapter().getInstance() as Express;
  server.set('trust proxy', options.trustProxy);
  server.disable('x-powered-by');
  applyHttpTimeouts(app.getHttpServer() as Server, options.timeouts ?? DEFAULT_HTTP_TIMEOUTS);
  app.use(requestIdMiddleware);
  app.use(accessLogMiddleware);
  app.use(app.get(Metrics).middleware());
  app.use(securityHeaders({ https: options.appUrl.startsWith('https:'), fileOrigins: options.fileOrigins }));
  app.use(noStoreMiddleware);
  app.use(cookieParser());
  app.use(jsonBodies(options.jsonLimit ?? '1mb', options.ownJsonBodyRoutes ?? []));
  app.use(
    csrfMiddleware({
      secureCookies: cookiesAreSecure(options.appUrl),
      cookies: cookieNames(options.appUrl),
      secret: options.csrfSecret,
    }),
  );
  app.use(queryTextMiddleware);
  app.use(metricsOnPublicPort(app.get(Metrics), options.metricsToken));
  app.useGlobalPipes(new TextInputPipe());
  app.useGlobalFilters(new ApiExceptionFilter(options.errorAnswer, options.errorAreas));
  app.enableShutdownHooks();
}
