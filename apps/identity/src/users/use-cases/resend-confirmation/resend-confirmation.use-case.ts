import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
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
  ) {}

  async execute(email: string): Promise<{ done: true }> {
    const address = email.trim().toLowerCase();
    const pending = await this.users.findOneBy({ unconfirmedEmail: address });
    if (pending) {
      await this.confirmation.send(pending, address);
      return { done: true };
    }
    const user = await this.users.findOneBy({ email: address });
    if (user && !user.confirmedAt) await this.confirmation.send(user, address);
    return { done: true };
  }
}
