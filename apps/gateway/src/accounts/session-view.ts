import { Injectable, Logger } from '@nestjs/common';
import { getPlan } from '@deckmill/api-contracts';
import { type PrincipalData, type RpcReply } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { isServiceOutage } from '../errors';

/** `GET /api/session`'s user (docs/accounts.md), null for anonymous visitors. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  admin: boolean;
  company: string | null;
  subscription_tier: PrincipalData['subscriptionTier'];
  current_month_usage: number;
  usage_limit: number | null;
  confirmed: boolean;
  confirmation_grace_ends_at: string | null;
}

export interface SessionBody {
  user: SessionUser | null;
  csrf_token: string;
}

type Usage = Pick<RpcReply<'billing.get-usage'>, 'currentUsage' | 'usageLimit'>;

/** Builds the session answer from the principal, identity's user record and billing's usage. */
@Injectable()
export class SessionView {
  private readonly logger = new Logger('SessionView');

  constructor(private readonly rpc: RpcClient) {}

  async build(principal: PrincipalData | undefined, csrfToken: string): Promise<SessionBody> {
    if (!principal) return { user: null, csrf_token: csrfToken };
    const [{ users }, usage] = await Promise.all([
      this.rpc.call('identity.find-users', { ids: [principal.userId] }),
      this.usage(principal),
    ]);
    return {
      user: {
        id: principal.userId,
        name: principal.name,
        email: principal.email,
        admin: principal.admin,
        company: users[0]?.company ?? null,
        subscription_tier: principal.subscriptionTier,
        current_month_usage: usage.currentUsage,
        usage_limit: usage.usageLimit,
        confirmed: principal.confirmed,
        confirmation_grace_ends_at: principal.confirmationGraceEndsAt,
      },
      csrf_token: csrfToken,
    };
  }

  /**
   * This month's usage from billing. Signing in must keep working while billing is unreachable, so then
   * the plan's limit is shown with no usage counted (and the outage is logged).
   */
  private async usage(principal: PrincipalData): Promise<Usage> {
    try {
      return await this.rpc.call('billing.get-usage', { userId: principal.userId });
    } catch (error) {
      if (!isServiceOutage(error)) throw error;
      this.logger.warn(`billing.get-usage unavailable (${error.kind}); showing the plan limit only`);
      return { currentUsage: 0, usageLimit: getPlan(principal.subscriptionTier).monthlyDeckLimit };
    }
  }
}
