/** PUT /api/app/teams/{id}/sso as the teams service receives it (already shaped by the gateway's schema). */
export class PutSsoCommand {
  constructor(
    readonly actorId: string,
    readonly teamRef: string,
    readonly issuerUrl: string,
    readonly clientId: string,
    /** Undefined or empty keeps the stored secret. */
    readonly clientSecret: string | undefined,
    readonly domains: readonly string[],
    readonly enforced: boolean,
  ) {}
}
