import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasswordHasher } from '../../../credentials';
import { fieldError, notFound } from '../../../shared';
import { User } from '../../entities/user.entity';
import { DeleteUserUseCase } from '../delete-user/delete-user.use-case';

export class DeleteOwnAccountCommand {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
  ) {}
}

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

  async execute(command: DeleteOwnAccountCommand): Promise<{ done: true }> {
    if (!command.currentPassword) {
      throw fieldError(
        'current_password_required',
        'currentPassword',
        'Enter your password to delete your account',
      );
    }
    const user = await this.users.findOneBy({ id: command.userId });
    if (!user) throw notFound('user_not_found', 'User not found.');
    if (!(await this.hasher.verify(user.passwordHash, command.currentPassword))) {
      throw fieldError('current_password_incorrect', 'currentPassword', 'Current password is incorrect');
    }
    return this.deleteUser.execute(user.id);
  }
}
