import { OutboxModule } from '@deckmill/messaging';

/** generation's transactional outbox (`generation.outbox`): chunk and finalize jobs, batch events and mails. */
export const GenerationOutboxModule = OutboxModule.forService('generation');
