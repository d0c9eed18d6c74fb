/** What the adapter must do with one delivery. Both adapters follow these rules, so they behave alike. */
export type SettlementDecision =
  | { kind: 'ack' }
  | { kind: 'nak'; delayMs: number }
  | { kind: 'dead-letter'; reason: string; deliveryCount: number };
