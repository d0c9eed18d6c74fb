import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { PasswordHasher } from '../../../credentials';
import { fieldError, notFound } from '../../../shared';
import { User } from '../../entities/user.entity';
import { DeleteUserUseCase } from '../delete-user/delete-user.use-case';

/**
 * A user deletes their own account (Settings → Your data). The password is asked again: a session left open
 * on a shared computer must not be enough to destroy everything. The deletion itself is the admin panel's
 * (sessions, keys and tokens at once, `user.deleted` for every other service).
 */
@Injectable()
export class DeleteOwnAccountUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly deleteUser: DeleteUserUseCase,
  ) {}

  async execute(input: RpcPayload<'identity.delete-own-account'>): Promise<{ done: true }> {
    if (!input.currentPassword) {
      throw fieldError(
        'current_password_required',
        'currentPassword',
        'Enter your password to delete your account',
      );
    }
    const user = await this.users.findOneBy({ id: input.userId });
    if (!user) throw notFound('user_not_found', 'User not found.');
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw fieldError('current_password_incorrect', 'currentPassword', 'Current password is incorrect');
    }
    return this.deleteUser.execute({ userId: user.id });
  }
}
