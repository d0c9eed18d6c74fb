import type { LoggerService } from '@nestjs/common';
import { currentRequestContext } from '@deckmill/messaging';
import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs. Every line carries the request id of the request (or message) being handled, so one
 * user action can be followed from the gateway through NATS into every service.
 */
export function createLogger(options: { level: string; service: string }): Logger {
  return pino({
    level: options.level,
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie'], remove: true },
    mixin() {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId, userId: context.userId } : {};
    },
  });
}

// Nest announces every module and route at start-up; useful when debugging, noise otherwise.
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's logger interface on top of pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context && FRAMEWORK_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
