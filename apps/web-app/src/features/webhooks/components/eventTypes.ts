import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@deckmill/api-contracts';

/** What each event type means, in the form's words. */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'batch.completed': 'Batch completed',
  'batch.failed': 'Batch failed',
  'batch.cancelled': 'Batch cancelled',
  'row.failed': 'Row failed',
  'delivery.failed': 'Delivery failed',
  'deck.opened': 'Deck opened (a personal link\u2019s first open)',
  'deck.viewed': 'Deck viewed (each view of a personal link)',
  'audit.*': 'Audit trail (every audit.* event, for your SIEM)',
};

export const EVENT_TYPES = WEBHOOK_EVENT_TYPES;
export const DEFAULT_EVENTS: WebhookEventType[] = ['batch.completed', 'batch.failed'];
