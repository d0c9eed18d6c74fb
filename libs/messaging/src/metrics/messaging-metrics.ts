import { counter, histogram } from '@deckmill/metrics';
import type { SettlementDecision } from '../core/settlement-decision';

/** Request/reply latency by RPC key and outcome (ok, domain_error, timeout, unavailable, failed, ...). */
export const rpcDuration = histogram(
  'deckmill_rpc_duration_seconds',
  'Request/reply call duration by RPC key and outcome',
  ['rpc', 'outcome'],
  [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
);

/** Settlements of bus deliveries by durable consumer: ack, nak (retry) or dead_letter. */
export const deliveriesSettled = counter(
  'deckmill_bus_deliveries_total',
  'Bus deliveries settled, by durable consumer and settlement (ack, nak, dead_letter)',
  ['consumer', 'settlement'],
);

/** Handler runs repeated in place because a dependency was away. */
export const outageRetries = counter(
  'deckmill_bus_outage_retries_total',
  'Handler runs retried in place while a dependency (database, storage, service) was away',
  ['consumer'],
);

export function recordSettlement(consumer: string, decision: SettlementDecision): void {
  const settlement = decision.kind === 'dead-letter' ? 'dead_letter' : decision.kind;
  deliveriesSettled.inc({ consumer, settlement });
}
