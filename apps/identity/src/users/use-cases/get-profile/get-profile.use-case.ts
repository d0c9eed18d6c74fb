import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Profile } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { notFound } from '../../../shared';
import { User } from '../../entities/user.entity';

export function toProfile(user: User): Profile {
  return {
    name: user.name,
    company: user.company,
    email: user.email,
    unconfirmedEmail: user.unconfirmedEmail,
    themePreference: user.themePreference,
  };
}

@Injectable()
export class GetProfileUseCase {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute(input: RpcPayload<'identity.get-profile'>): Promise<Profile> {
    const user = await this.users.findOneBy({ id: input.userId });
    if (!user) throw notFound('user_not_found', 'User not found.');
    return toProfile(user);
  }
}
