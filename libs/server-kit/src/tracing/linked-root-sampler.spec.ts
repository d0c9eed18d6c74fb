import { ROOT_CONTEXT, SpanKind, TraceFlags, type Link } from '@opentelemetry/api';
import { AlwaysOffSampler, SamplingDecision } from '@opentelemetry/sdk-trace';
import { LinkedRootSampler } from './linked-root-sampler';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const linkTo = (traceFlags: TraceFlags): Link => ({
  context: { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags },
});
const decide = (links: Link[]) =>
  new LinkedRootSampler(new AlwaysOffSampler()).shouldSample(
    ROOT_CONTEXT,
    TRACE_ID,
    'render chunk',
    SpanKind.INTERNAL,
    {},
    links,
  ).decision;

describe('LinkedRootSampler', () => {
  it('keeps a new trace linked to a sampled span, whatever the ratio says', () => {
    expect(decide([linkTo(TraceFlags.SAMPLED)])).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });

  it('leaves a trace linked to nothing sampled, or to nothing, to the ratio', () => {
    expect(decide([linkTo(TraceFlags.NONE)])).toBe(SamplingDecision.NOT_RECORD);
    expect(decide([])).toBe(SamplingDecision.NOT_RECORD);
  });
});
