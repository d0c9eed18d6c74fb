import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Profile } from '@deckmill/bus-contracts';
import { notFound } from '../../../shared';
import { User } from '../../entities/user.entity';

export function toProfile(user: User): Profile {
  return {
    name: user.name,
    company: user.company,
    email: user.email,
    unconfirmedEmail: user.unconfirmedEmail,
  };
}

@Injectable()
export class GetProfileUseCase {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute(userId: string): Promise<Profile> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw notFound('user_not_found', 'User not found.');
    return toProfile(user);
  }
}
