import { OutboxModule } from '@deckmill/messaging';

/** teams' transactional outbox (`teams.outbox`): team and member events, and invitation `mail.send` jobs. */
export const TeamsOutboxModule = OutboxModule.forService('teams');
