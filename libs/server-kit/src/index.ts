export { createLogger, PinoNestLogger, type LogRecord } from './logging/logger';
export { briefly, DependencyStateLog, type DependencyState } from './logging/dependency-state-log';
export { isExpectedOutage, logServerFailure } from './http/failure-log';
export { ApiError, type HttpErrorBody } from './http/api-error';
export { ApiExceptionFilter, type ErrorArea, type HttpErrorAnswer } from './http/api-exception.filter';
export { parseInput } from './http/parse-input';
export { hasForbiddenCharacter, CONTROL_CHARACTER_MESSAGE } from './http/text-input';
export { csrfMiddleware, isApiKeyRequest, issueCsrfToken, CSRF_COOKIE, CSRF_HEADER } from './http/csrf';
export { cookieNames, type CookieNames } from './http/cookie-names';
export { RateLimiter, type RateLimitRule, type RateLimitDecision } from './http/rate-limiter';
export { RateLimit, RateLimitGuard, type RateLimitOptions } from './http/rate-limit.guard';
export { applyHttpTimeouts, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/http-timeouts';
export { createExpressAdapter, DEFAULT_SHUTDOWN_GRACE_MS } from './http/express-adapter';
export { configureHttp, cookiesAreSecure, readJsonBody, type HttpOptions } from './http/configure-http';
export { requestIdMiddleware } from './http/request-id.middleware';
export { accessLogMiddleware, type AccessLogRecord } from './http/access-log.middleware';
export {
  HealthController,
  HealthRegistry,
  type HealthCheck,
  type HealthCheckOptions,
  type HealthStatus,
} from './health/health';
export { Metrics } from './metrics/metrics';
export { serveMetricsPort } from './metrics/metrics-access';
export { ServerKitModule } from './server-kit.module';
export { PeriodicWork, type PeriodicWorkOptions } from './periodic/periodic-work';
