import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { PasswordHasher, passwordProblem } from '../../../credentials';
import { AccountMailer, Clock, fieldError } from '../../../shared';
import { ConfirmationMail } from '../../confirmation-mail';
import { User } from '../../entities/user.entity';
import { UserEvents } from '../../user-events';
import { isUniqueViolation } from '../../unique-violation';

const HOUR_MS = 60 * 60 * 1000;

type SignUpReply = RpcReply<'identity.sign-up'>;

/**
 * Creates an account and mails its confirmation link; the new user then signs in (sign-up never does, so
 * its answer can be the same for every address). A taken address gets the same answer after the same work
 * (one argon2 hash, one mail staged and flushed), and its owner is mailed instead: "someone tried to sign up
 * with your address". The account, its user.registered event and the confirmation mail commit together
 * (outbox), and are published after.
 *
 * `emailProved`: the gateway had teams check an invitation token mailed to exactly this address, so the new
 * account is confirmed at once (user.confirmed staged with it, for the audit trail) and no confirmation mail
 * goes out. A taken address is answered as always: the proof never touches an existing account.
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly confirmation: ConfirmationMail,
    private readonly mailer: AccountMailer,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.sign-up'>): Promise<SignUpReply> {
    const email = input.email.trim().toLowerCase();
    const problem = passwordProblem(input.password);
    if (problem) throw fieldError('weak_password', 'password', `Password ${problem}`);
    // Hashed before looking the address up, so a taken address costs the same argon2 time as a fresh one.
    const passwordHash = await this.hasher.hash(input.password);
    const owner = await this.users.findOneBy({ email });
    if (owner) return this.warnOwner(owner);
    const now = this.clock.now();
    const user = this.users.create({
      id: randomUUID(),
      email,
      name: input.name.trim(),
      company: input.company?.trim() || null,
      // ADMIN_EMAIL is honoured only once the address is proved (ConfirmEmailUseCase).
      admin: false,
      subscriptionTier: 'free',
      passwordHash,
      confirmedAt: input.emailProved ? now : null,
      unconfirmedEmail: null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.users.manager.transaction(async (manager) => {
        await manager.insert(User, user);
        await this.events.registered(manager, user);
        if (input.emailProved) await this.events.confirmed(manager, user);
        else await this.confirmation.send(manager, user, user.email);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Taken by a sign-up at the same moment: answered like any taken address.
      const winner = await this.users.findOneBy({ email });
      if (winner) return this.warnOwner(winner);
      throw error;
    }
    await this.events.flush();
    return { done: true, confirmedUserId: input.emailProved ? user.id : null };
  }

  /** One mail an hour at most per owner (the mail id repeats within the hour, so repeats are dropped). */
  private async warnOwner(owner: User): Promise<SignUpReply> {
    const hour = Math.floor(this.clock.now().getTime() / HOUR_MS);
    await this.users.manager.transaction((manager) =>
      this.mailer.send(manager, {
        mailId: `sign-up-attempt:${owner.id}:${hour}`,
        to: owner.email,
        template: 'sign-up-attempt',
        variables: { name: owner.name },
        target: { page: 'sign-in' },
      }),
    );
    await this.mailer.flush();
    return { done: true, confirmedUserId: null };
  }
}
