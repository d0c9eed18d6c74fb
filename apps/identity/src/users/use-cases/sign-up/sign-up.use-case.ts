import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { PasswordHasher, passwordProblem } from '../../../credentials';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../../../identity.options';
import { AccountMailer, Clock, fieldError } from '../../../shared';
import { promotedByAdminEmail } from '../../admin-email';
import { ConfirmationMail } from '../../confirmation-mail';
import { User } from '../../entities/user.entity';
import { InvitationClaims } from '../../invitation-claims';
import { UserEvents } from '../../user-events';
import { isUniqueViolation } from '../../unique-violation';

const HOUR_MS = 60 * 60 * 1000;

type SignUpReply = RpcReply<'identity.sign-up'>;
const UNCONFIRMED: SignUpReply = { done: true, confirmedUserId: null, joinedTeam: null };

/**
 * Creates an account and mails its confirmation link; the new user then signs in (sign-up never does, so
 * its answer can be the same for every address). A taken address gets the same answer after the same work
 * (one argon2 hash, one mail staged and flushed), and its owner is mailed instead: "someone tried to sign up
 * with your address". The account, its user.registered event and the confirmation mail commit together
 * (outbox), and are published after.
 *
 * `invitationToken` (sign-up through an invitation link): the new account is created, then identity has teams
 * claim the invitation for it (`teams.claim-invitation`: the token must name a pending invitation to exactly
 * this address, and is spent with the account joining the team, in one transaction). Only a claim confirms
 * the account (user.confirmed staged, for the audit trail; ADMIN_EMAIL promoted as a followed link would);
 * anything else sends the confirmation mail as usual. Nothing the caller says confirms an address, and a
 * taken address is answered as always: a token never touches an existing account.
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    private readonly hasher: PasswordHasher,
    private readonly confirmation: ConfirmationMail,
    private readonly mailer: AccountMailer,
    private readonly invitations: InvitationClaims,
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
      // ADMIN_EMAIL is honoured only once the address is proved (ConfirmEmailUseCase, or a claim below).
      admin: false,
      subscriptionTier: 'free',
      passwordHash,
      confirmedAt: null,
      unconfirmedEmail: null,
      createdAt: now,
      updatedAt: now,
    });
    const token = input.invitationToken;
    try {
      await this.users.manager.transaction(async (manager) => {
        await manager.insert(User, user);
        await this.events.registered(manager, user);
        // Through an invitation link the mail waits for the claim: it goes out only if nothing was claimed.
        if (!token) await this.confirmation.send(manager, user, user.email);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Taken by a sign-up at the same moment: answered like any taken address.
      const winner = await this.users.findOneBy({ email });
      if (winner) return this.warnOwner(winner);
      throw error;
    }
    await this.events.flush();
    return token ? this.claimInvitation(user, token) : UNCONFIRMED;
  }

  /**
   * The account exists (unconfirmed) before teams is asked, so the team gains a real member; until the claim
   * answers it is an ordinary unconfirmed account, and a crash here leaves one that can ask for its mail again.
   */
  private async claimInvitation(user: User, token: string): Promise<SignUpReply> {
    const joinedTeam = await this.invitations.claim({ token, email: user.email, userId: user.id });
    await this.users.manager.transaction((manager) =>
      joinedTeam ? this.confirmClaimed(manager, user) : this.confirmation.send(manager, user, user.email),
    );
    await this.events.flush();
    return joinedTeam ? { done: true, confirmedUserId: user.id, joinedTeam } : UNCONFIRMED;
  }

  private async confirmClaimed(manager: EntityManager, user: User): Promise<void> {
    const now = this.clock.now();
    const promote = promotedByAdminEmail(this.options, user, user.email);
    await manager.update(
      User,
      { id: user.id },
      { confirmedAt: now, ...(promote ? { admin: true } : {}), updatedAt: now },
    );
    const confirmed: User = { ...user, confirmedAt: now, admin: user.admin || promote, updatedAt: now };
    await this.events.confirmed(manager, confirmed);
    if (promote) await this.events.updated(manager, confirmed);
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
    return UNCONFIRMED;
  }
}
