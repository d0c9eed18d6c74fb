import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { PromoteAdminUseCase } from './use-cases/promote-admin/promote-admin.use-case';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options';

/**
 * ADMIN_EMAIL: at start-up the confirmed account with that email gets the admin flag. An account that does not
 * exist yet, or has not proved the address, gets it when the confirmation link is followed (ConfirmEmailUseCase),
 * or at sign-up through an invitation claimed for that address (SignUpUseCase): whoever signs up first with the
 * address must not become an operator by that alone. An account that ever
 * signed in by SSO is never promoted here: a team's own OpenID provider vouched for it, which proves nothing to
 * the operators; `npm run admin -- create` remains the deliberate way.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly promote: PromoteAdminUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.options.adminEmail?.trim().toLowerCase();
    if (!email) return;
    const user = await this.users.findOneBy({ email });
    if (!user || user.confirmedAt === null) {
      this.logger.log(`ADMIN_EMAIL ${email} becomes an admin once it signs up and confirms the address`);
      return;
    }
    if (user.admin) return;
    if (user.ssoLinkedAt) {
      this.logger.warn(
        `ADMIN_EMAIL ${email} is not given the admin flag: the account signs in by SSO (a team's provider vouched for it)`,
      );
      return;
    }
    await this.promote.execute({ email });
    this.logger.log(`ADMIN_EMAIL ${email} was given the admin flag`);
  }
}
