import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { getPlan, type ThemePreference } from '@deckmill/api-contracts';
import { type PrincipalData, type Profile, type RpcReply } from '@deckmill/bus-contracts';
import { isDomainError, RpcClient } from '@deckmill/messaging';
import { isServiceOutage } from '../errors';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';

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
  theme_preference: ThemePreference;
}

export interface SessionBody {
  user: SessionUser | null;
  csrf_token: string;
  /** Only in local mode (the desktop app): the app shows its badge and Quit, and no plans or sign-up. */
  local_mode?: true;
}

type Usage = Pick<RpcReply<'billing.get-usage'>, 'currentUsage' | 'usageLimit'>;

/** Builds the session answer from the principal, identity's profile of the account and billing's usage. */
@Injectable()
export class SessionView {
  private readonly logger = new Logger('SessionView');

  constructor(
    private readonly rpc: RpcClient,
    @Optional() @Inject(GATEWAY_OPTIONS) private readonly options?: GatewayOptions,
  ) {}

  async build(principal: PrincipalData | undefined, csrfToken: string): Promise<SessionBody> {
    const local = this.options?.local ? { local_mode: true as const } : {};
    if (!principal) return { user: null, csrf_token: csrfToken, ...local };
    const [profile, usage] = await Promise.all([this.profile(principal), this.usage(principal)]);
    return {
      user: {
        id: principal.userId,
        name: principal.name,
        email: principal.email,
        admin: principal.admin,
        company: profile?.company ?? null,
        subscription_tier: principal.subscriptionTier,
        current_month_usage: usage.currentUsage,
        usage_limit: usage.usageLimit,
        confirmed: principal.confirmed,
        confirmation_grace_ends_at: principal.confirmationGraceEndsAt,
        theme_preference: profile?.themePreference ?? 'system',
      },
      csrf_token: csrfToken,
      ...local,
    };
  }

  /** The account's own settings (company, theme); null when the account was deleted meanwhile. */
  private async profile(principal: PrincipalData): Promise<Profile | null> {
    try {
      return await this.rpc.call('identity.get-profile', { userId: principal.userId });
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
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
