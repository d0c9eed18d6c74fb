import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import type { Request, Response } from 'express';
import { ApiError, type HttpErrorBody } from './api-error';
import { logServerFailure } from './failure-log';

const GENERIC: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'You need to sign in or sign up before continuing.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The upload is too large.',
  415: 'Unsupported content type.',
  422: 'The request is invalid.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/**
 * What an app answers for its own errors before this filter describes them: e.g. the gateway turns a
 * failure of request/reply into its ApiError. Anything it does not know it hands back untouched.
 */
export type HttpErrorAnswer = (exception: unknown) => unknown;

/**
 * An area of the API with its own error body (API v1): its filter answers every failure under `pathPrefix`,
 * also those raised before a controller is chosen (the JSON parser, the authentication middleware).
 */
export interface ErrorArea {
  readonly pathPrefix: string;
  readonly filter: ExceptionFilter;
}

const rpcFilter = new BaseRpcExceptionFilter();

/**
 * Turns every error into the API's error body: ApiErrors as they are, Nest's HTTP errors with a generic
 * message, anything unexpected a 500 (the details go to the log, never to the client). An outage's 5xx is
 * logged at warn in one line, any other at error with its stack (logServerFailure).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(
    private readonly answerAs: HttpErrorAnswer = (exception) => exception,
    private readonly areas: readonly ErrorArea[] = [],
  ) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<unknown> | void {
    // The filter is global, so request/reply handlers reach it too: they answer with Nest's RPC error
    // protocol (a service's error crosses the wire intact), never with an HTTP body.
    if (host.getType() === 'rpc') return rpcFilter.catch(exception, host);
    if (host.getType() !== 'http') throw exception;
    if (this.areas.length > 0) {
      const path = host.switchToHttp().getRequest<Request>().path;
      const area = this.areas.find(
        ({ pathPrefix }) => path.startsWith(pathPrefix) || `${path}/` === pathPrefix,
      );
      if (area) return area.filter.catch(exception, host);
    }
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = this.describe(this.answerAs(exception));
    logServerFailure(this.logger, exception, status, host.switchToHttp().getRequest<Request>());
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(status).json(body);
  }

  private describe(exception: unknown): {
    status: number;
    body: HttpErrorBody;
    headers: Record<string, string>;
  } {
    if (exception instanceof ApiError) {
      return { status: exception.getStatus(), body: exception.body, headers: exception.headers };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const error =
        GENERIC[status] ?? (status < 500 ? 'The request failed.' : 'Something went wrong on our side.');
      return { status, body: { error, errors: {} }, headers: {} };
    }
    const tooLarge = (exception as { type?: string }).type === 'entity.too.large';
    if (tooLarge) return { status: 413, body: { error: GENERIC[413] as string, errors: {} }, headers: {} };
    const malformed = (exception as { type?: string }).type === 'entity.parse.failed';
    if (malformed)
      return { status: 400, body: { error: 'The request body is not valid JSON.', errors: {} }, headers: {} };
    return {
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again.', errors: {} },
      headers: {},
    };
  }
}
