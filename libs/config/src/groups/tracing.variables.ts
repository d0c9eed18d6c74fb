import { Transform } from 'class-transformer';
import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToBoolean } from '../transforms';
import { IsText } from '../validators/is-text';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

/**
 * A finite number such as `0.25`, `.5` or `5e-05` (how Helm's toString renders a small float); anything else
 * stays text, so the validator reports it as given. The bounds are the validator's.
 */
function parseDecimal(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/**
 * OpenTelemetry traces, exported over OTLP/HTTP; off unless an endpoint is set. The standard OTEL_* names, so
 * a collector's usual settings apply. Validated here: these; the OTLP exporter itself also reads
 * OTEL_EXPORTER_OTLP_[TRACES_]HEADERS, _TIMEOUT and _COMPRESSION (docs/configuration.md).
 */
export function WithTracing<TBase extends Constructor>(Base: TBase) {
  class TracingVariables extends Base {
    @Variable({
      // Not a secret (an address; the chart sets it as a plain value): credentials go in OTEL_EXPORTER_OTLP_HEADERS.
      description: 'OTLP/HTTP base URL of a collector; traces go to <url>/v1/traces. Unset: no tracing.',
    })
    @IsOptional()
    @IsUrlWithScheme(['http', 'https'])
    OTEL_EXPORTER_OTLP_ENDPOINT?: string;

    @Variable({
      description: 'Full OTLP/HTTP URL for traces; takes precedence over OTEL_EXPORTER_OTLP_ENDPOINT.',
    })
    @IsOptional()
    @IsUrlWithScheme(['http', 'https'])
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;

    @Variable({ description: 'service.name of the spans. Unset: deckmill-<target>.' })
    @IsOptional()
    @IsText()
    OTEL_SERVICE_NAME?: string;

    @Variable({
      description: 'Share of new traces sampled (0-1); a trace started upstream keeps its decision.',
    })
    @Transform(({ value }) => parseDecimal(value))
    @IsNumber({}, { message: 'must be a number from 0 to 1' })
    @Min(0, { message: 'must be a number from 0 to 1' })
    @Max(1, { message: 'must be a number from 0 to 1' })
    OTEL_TRACES_SAMPLER_ARG = 1;

    @Variable({
      description:
        "Continue the trace an incoming HTTP request's traceparent names. Off: public callers could force sampling and choose trace ids; on only behind a proxy or mesh that sets or strips it.",
    })
    @ToBoolean()
    @IsBoolean()
    OTEL_TRUST_INCOMING_TRACEPARENT = false;
  }
  return TracingVariables;
}
