import { loadConfigOrExit, TracingConfig, type Environment } from '@deckmill/config';
import type { Tracing } from './tracing-sdk';
import { tracingSettings } from './tracing-settings';

export type { Tracing } from './tracing-sdk';
export { defaultServiceName, targetSpecOf, tracingSettings, type TracingSettings } from './tracing-settings';

/**
 * Starts OpenTelemetry when an OTLP endpoint is configured, else does nothing and loads no SDK: the bus and
 * the logger then only meet the API's no-op tracer. Import this entry point (`@deckmill/server-kit/tracing`,
 * which loads no Nest, http or pg) and call it before anything else is imported.
 */
export function startTracingIfConfigured(env: Environment, targetSpec: string): Tracing | undefined {
  const settings = tracingSettings(loadConfigOrExit(TracingConfig, env), targetSpec);
  if (!settings) return undefined;
  // Loaded only now: with tracing off no SDK module is ever read.
  const { startTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  return startTracingSdk(settings);
}
