import type { ApiKeyScope } from '@deckmill/api-contracts';

/** What each API key scope lets a script do, in the words of the key form. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'read: see templates, batches, webhooks and usage, download decks',
  generate: 'generate: create batches',
  manage: 'manage: upload and delete templates, manage webhooks',
};
