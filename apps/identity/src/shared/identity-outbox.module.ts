import { OutboxModule } from '@deckmill/messaging';

/** identity's transactional outbox (`identity.outbox`): the user.* events and the account `mail.send` jobs. */
export const IdentityOutboxModule = OutboxModule.forService('identity');
