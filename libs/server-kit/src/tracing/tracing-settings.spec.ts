import { loadConfig, TracingConfig } from '@deckmill/config';
import { defaultServiceName, targetSpecOf, tracingSettings } from './tracing-settings';
import { isProbePath } from './probe-paths';

const settingsFrom = (env: Record<string, string>, targets = 'all') =>
  tracingSettings(loadConfig(TracingConfig, env), targets);

describe('tracing settings', () => {
  it('are off without an endpoint', () => {
    expect(settingsFrom({})).toBeUndefined();
    expect(settingsFrom({ OTEL_SERVICE_NAME: 'x', OTEL_TRACES_SAMPLER_ARG: '0.5' })).toBeUndefined();
  });

  it('send to <endpoint>/v1/traces, or to the traces endpoint as given', () => {
    expect(settingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'deckmill',
      samplerRatio: 1,
      trustIncomingTraceparent: false,
    });
    expect(
      settingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/otlp/spans',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      })?.tracesUrl,
    ).toBe('https://traces.example.com/otlp/spans');
  });

  it("trust an incoming request's traceparent only when told to", () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(settingsFrom(env)?.trustIncomingTraceparent).toBe(false);
    expect(settingsFrom({ ...env, OTEL_TRUST_INCOMING_TRACEPARENT: 'true' })?.trustIncomingTraceparent).toBe(
      true,
    );
    expect(() => loadConfig(TracingConfig, { OTEL_TRUST_INCOMING_TRACEPARENT: 'maybe' })).toThrow(
      /OTEL_TRUST_INCOMING_TRACEPARENT/,
    );
  });

  it('name the service after its targets unless OTEL_SERVICE_NAME says otherwise', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(settingsFrom(env, 'generation')?.serviceName).toBe('deckmill-generation');
    expect(settingsFrom({ ...env, OTEL_SERVICE_NAME: 'decks-eu' }, 'generation')?.serviceName).toBe(
      'decks-eu',
    );
    expect(defaultServiceName('gateway, identity')).toBe('deckmill-gateway+identity');
    expect(targetSpecOf(['--migrate', '--target=mail'], 'all')).toBe('mail');
    expect(targetSpecOf([], 'all')).toBe('all');
  });

  it('refuse a sampler ratio outside 0-1 and an endpoint that is not http(s)', () => {
    expect(() => loadConfig(TracingConfig, { OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG/,
    );
    expect(() => loadConfig(TracingConfig, { OTEL_TRACES_SAMPLER_ARG: 'half' })).toThrow(/0 to 1/);
    expect(() => loadConfig(TracingConfig, { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(loadConfig(TracingConfig, { OTEL_TRACES_SAMPLER_ARG: '0' }).OTEL_TRACES_SAMPLER_ARG).toBe(0);
    expect(() => loadConfig(TracingConfig, { OTEL_TRACES_SAMPLER_ARG: 'Infinity' })).toThrow(/0 to 1/);
    expect(() => loadConfig(TracingConfig, { OTEL_TRACES_SAMPLER_ARG: '1e3' })).toThrow(/0 to 1/);
  });

  it('read a sampler ratio in any finite notation: the chart renders a small one as 5e-05', () => {
    const ratio = (value: string) =>
      loadConfig(TracingConfig, { OTEL_TRACES_SAMPLER_ARG: value }).OTEL_TRACES_SAMPLER_ARG;
    expect(ratio('5e-05')).toBe(0.00005);
    expect(ratio('.5')).toBe(0.5);
    expect(ratio(' 0.25 ')).toBe(0.25);
  });

  it('leave probes and scrapes untraced', () => {
    expect(['/metrics', '/api/health', '/api/health/live', '/api/health/ready?x=1'].every(isProbePath)).toBe(
      true,
    );
    expect(['/api/healthy', '/api/users', '/metrics/x'].some(isProbePath)).toBe(false);
  });
});
