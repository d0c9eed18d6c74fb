import type { LoggerService } from '@nestjs/common';
import { activeTraceIds, currentRequestContext } from '@deckmill/messaging';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * Structured JSON logs. Every line carries the request id of the request (or message) being handled, so one
 * user action can be followed from the gateway through NATS into every service, and with tracing on the
 * `traceId` and `spanId` of the span it was written in.
 */
export function createLogger(
  options: { level: string; service: string },
  destination?: DestinationStream,
): Logger {
  const settings: LoggerOptions = {
    level: options.level,
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie'], remove: true },
    mixin() {
      const context = currentRequestContext();
      // With tracing on, the trace and span ids too: a log line leads to its trace, and back.
      return {
        ...(context ? { requestId: context.requestId, userId: context.userId } : {}),
        ...activeTraceIds(),
      };
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

// Nest announces every module and route at start-up; useful when debugging, noise otherwise.
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** A structured line for Nest's Logger: `new Logger('HTTP').log({ msg: 'request', status: 200 })`. */
export interface LogRecord {
  readonly msg: string;
  readonly [field: string]: unknown;
}

function isLogRecord(message: unknown): message is LogRecord {
  return typeof message === 'object' && message !== null && typeof (message as LogRecord).msg === 'string';
}

/** Nest's logger interface on top of pino; a LogRecord keeps its fields as JSON fields. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context && FRAMEWORK_CONTEXTS.has(context)) this.write('debug', message, { context });
    else this.write('info', message, { context });
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, { context, trace });
  }

  warn(message: unknown, context?: string): void {
    this.write('warn', message, { context });
  }

  debug(message: unknown, context?: string): void {
    this.write('debug', message, { context });
  }

  private write(level: 'debug' | 'info' | 'warn' | 'error', message: unknown, fields: object): void {
    if (isLogRecord(message)) {
      const { msg, ...rest } = message;
      this.logger[level]({ ...fields, ...rest }, msg);
    } else this.logger[level](fields, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
