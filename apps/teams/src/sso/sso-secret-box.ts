import { Inject, Injectable } from '@nestjs/common';
import { FieldCipher } from '@deckmill/database';
import { TEAMS_OPTIONS, type TeamsOptions } from '../teams.options';

/** Seals a team's OIDC client secret, bound to the team (a sealed value copied to another team does not open). */
@Injectable()
export class SsoSecretBox {
  private readonly cipher: FieldCipher;

  constructor(@Inject(TEAMS_OPTIONS) options: TeamsOptions) {
    this.cipher = new FieldCipher(options.secretKeys);
  }

  seal(teamId: number, secret: string): string {
    return this.cipher.seal(secret, context(teamId));
  }

  open(teamId: number, sealed: string): string {
    return this.cipher.open(sealed, context(teamId));
  }
}

function context(teamId: number): string {
  return `teams.sso.client_secret:${teamId}`;
}
