import { OutboxModule } from '@deckmill/messaging';

/** templates' transactional outbox (`templates.outbox`): lifecycle events and the previews job. */
export const TemplatesOutboxModule = OutboxModule.forService('templates');
