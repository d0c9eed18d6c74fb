import { IsEmail, IsOptional } from 'class-validator';
import type { Constructor } from '../mixin';
import { Variable } from '../variable.decorator';

/** Who becomes the first operator: the account with this e-mail gets the admin flag. */
export function WithAdminBootstrap<TBase extends Constructor>(Base: TBase) {
  class AdminBootstrapVariables extends Base {
    @Variable({
      description: 'E-mail of the account that is granted the admin flag when it signs up or starts.',
    })
    @IsOptional()
    @IsEmail()
    ADMIN_EMAIL?: string;
  }
  return AdminBootstrapVariables;
}
