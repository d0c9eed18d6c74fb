import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainException } from '@deckmill/messaging';
import { type Observable, catchError, throwError } from 'rxjs';
import { domainErrorToHttp } from './domain-error-http';
import { V1_AREA } from '../v1';

/**
 * Answers a service's domain error with the API's HTTP error (domain-error-http.ts). Global, so it sees
 * request/reply handlers too in the embedded mode: those must pass the error on untouched, and so must API v1's
 * routes, whose filter answers the domain error in v1's own body.
 */
@Injectable()
export class DomainErrorsInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    if (this.reflector.get<boolean | undefined>(V1_AREA, context.getClass())) return next.handle();
    return next.handle().pipe(catchError((error: unknown) => throwError(() => toHttpError(error))));
  }
}

export function toHttpError(error: unknown): unknown {
  return error instanceof DomainException ? domainErrorToHttp(error.domainError, error.rpcKey) : error;
}

/**
 * For a call whose form names a field per request (bulk_create's data file comes as `csv_file` or
 * `data_file`): `.catch(withHttpFields({ dataFile: upload.field }))`.
 */
export function withHttpFields(renames: Record<string, string>): (error: unknown) => never {
  return (error: unknown) => {
    if (error instanceof DomainException) throw domainErrorToHttp(error.domainError, error.rpcKey, renames);
    throw error;
  };
}
