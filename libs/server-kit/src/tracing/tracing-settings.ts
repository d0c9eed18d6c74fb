import type { TracingConfig } from '@deckmill/config';

/** What the SDK is started with once tracing is configured. */
export interface TracingSettings {
  /** Where spans are POSTed as OTLP JSON. */
  readonly tracesUrl: string;
  readonly serviceName: string;
  /** Share of new traces recorded (0-1). */
  readonly samplerRatio: number;
  /** Whether an incoming HTTP request's `traceparent` is continued (messages' always are). */
  readonly trustIncomingTraceparent: boolean;
}

/**
 * The settings of a process running `targetSpec` (`all`, `gateway`, `gateway,identity`), or undefined when no
 * endpoint is configured: tracing is off.
 */
export function tracingSettings(config: TracingConfig, targetSpec: string): TracingSettings | undefined {
  const tracesUrl =
    config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? tracesUrlOf(config.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (!tracesUrl) return undefined;
  return {
    tracesUrl,
    serviceName: config.OTEL_SERVICE_NAME ?? defaultServiceName(targetSpec),
    samplerRatio: config.OTEL_TRACES_SAMPLER_ARG,
    trustIncomingTraceparent: config.OTEL_TRUST_INCOMING_TRACEPARENT,
  };
}

/** The OTLP convention: the signal's path appended to the base endpoint. */
function tracesUrlOf(base: string | undefined): string | undefined {
  if (!base) return undefined;
  return `${base.replace(/\/+$/, '')}/v1/traces`;
}

/** `deckmill-generation` for one service, `deckmill-gateway+identity` for several, `deckmill` for all. */
export function defaultServiceName(targetSpec: string): string {
  const names = targetSpec
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0 || names.includes('all')) return 'deckmill';
  return `deckmill-${names.join('+')}`;
}

/** The `--target=` flag wins over DECKMILL_TARGET, as in parseTargets. */
export function targetSpecOf(argv: readonly string[], fromEnvironment: string): string {
  return argv.find((arg) => arg.startsWith('--target='))?.slice('--target='.length) ?? fromEnvironment;
}
