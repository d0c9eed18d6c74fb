import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { AccountMailer } from '../../../shared';
import { ConfirmationMail } from '../../confirmation-mail';
import { User } from '../../entities/user.entity';

/**
 * Sends the confirmation link again, to an unconfirmed account or to a pending new address. The answer is
 * the same for unknown and already confirmed addresses, so it tells nobody which emails have accounts.
 */
@Injectable()
export class ResendConfirmationUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly confirmation: ConfirmationMail,
    private readonly mailer: AccountMailer,
  ) {}

  async execute(input: RpcPayload<'identity.resend-confirmation'>): Promise<{ done: true }> {
    const address = input.email.trim().toLowerCase();
    const recipient = await this.recipient(address);
    if (recipient) {
      // The new token and its mail commit together (outbox); the mail is published after the commit.
      await this.users.manager.transaction((manager) => this.confirmation.send(manager, recipient, address));
      await this.mailer.flush();
    }
    return { done: true };
  }

  /** The account waiting for this address: a pending new address, or an unconfirmed account's own. */
  private async recipient(address: string): Promise<User | null> {
    const user = await this.users.findOneBy({ email: address });
    // An address another account has is never confirmable as someone's new address (UpdateProfileUseCase).
    if (user) return user.confirmedAt ? null : user;
    return this.users.findOneBy({ unconfirmedEmail: address });
  }
}
