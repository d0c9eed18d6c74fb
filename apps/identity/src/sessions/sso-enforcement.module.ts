import { Module } from '@nestjs/common';
import { SsoEnforcement, TeamsSsoEnforcement } from './sso-enforcement';

/** Whether an address must sign in by SSO, for password sign-in and password reset. */
@Module({
  providers: [{ provide: SsoEnforcement, useClass: TeamsSsoEnforcement }],
  exports: [SsoEnforcement],
})
export class SsoEnforcementModule {}
