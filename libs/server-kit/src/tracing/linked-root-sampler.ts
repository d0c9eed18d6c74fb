import { TraceFlags, type Attributes, type Context, type Link, type SpanKind } from '@opentelemetry/api';
import { SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace';

/**
 * Samples a new trace linked to a sampled span as that span was (a batch's chunk, which runs in a trace of its
 * own linked to its delivery): by the ratio alone, a sampled batch would keep only that share of its chunks.
 * Any other new trace is `ratio`'s to decide.
 */
export class LinkedRootSampler implements Sampler {
  constructor(private readonly ratio: Sampler) {}

  shouldSample(
    context: Context,
    traceId: string,
    spanName: string,
    spanKind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    if (links.some((link) => (link.context.traceFlags & TraceFlags.SAMPLED) !== 0)) {
      return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    }
    return this.ratio.shouldSample(context, traceId, spanName, spanKind, attributes, links);
  }

  toString(): string {
    return `LinkedRootSampler{${this.ratio.toString()}}`;
  }
}
