import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import type { SessionGrant } from '@deckmill/contracts';
import { InjectRepository } from '@deckmill/database';
import { PasswordHasher } from '../../../credentials/password-hasher';
import { passwordProblem } from '../../../credentials/password-policy';
import { SessionStore } from '../../../sessions/session-store';
import { Clock } from '../../../shared/clock';
import { fieldError } from '../../../shared/service-errors';
import { ConfirmationMail } from '../../confirmation-mail';
import { User } from '../../entities/user.entity';
import { UserEvents } from '../../user-events';
import { isUniqueViolation } from '../../unique-violation';

export const EMAIL_TAKEN = 'has already been taken';

/**
 * Creates an account, mails its confirmation link and signs the new user in (browser session). The account,
 * its user.registered event and the confirmation mail commit together (outbox), and are published after.
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly confirmation: ConfirmationMail,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.sign-up'>): Promise<SessionGrant> {
    const email = input.email.trim().toLowerCase();
    const problem = passwordProblem(input.password);
    if (problem) throw fieldError('user.password', `Password ${problem}`);
    if (await this.users.existsBy({ email })) throw fieldError('user.email', `Email ${EMAIL_TAKEN}`);
    const now = this.clock.now();
    const user = this.users.create({
      id: randomUUID(),
      email,
      name: input.name.trim(),
      company: input.company?.trim() || null,
      // ADMIN_EMAIL is honoured only once the address is proved (ConfirmEmailUseCase).
      admin: false,
      subscriptionTier: 'free',
      passwordHash: await this.hasher.hash(input.password),
      confirmedAt: null,
      unconfirmedEmail: null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.users.manager.transaction(async (manager) => {
        await manager.insert(User, user);
        await this.events.registered(manager, user);
        await this.confirmation.send(manager, user, user.email);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('user.email', `Email ${EMAIL_TAKEN}`);
      throw error;
    }
    await this.events.flush();
    return this.sessions.open(user.id, false, input.userAgent);
  }
}
