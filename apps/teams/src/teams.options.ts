/** What the composition root tells the teams service (TeamsModule.forRoot). */
export interface TeamsOptions {
  /**
   * ROW_ENCRYPTION_KEYS (`id:base64key,...`): the field-encryption key ring that seals the teams' SSO client
   * secrets before they reach the database.
   */
  readonly secretKeys: string;
}

export const TEAMS_OPTIONS = Symbol('TEAMS_OPTIONS');
