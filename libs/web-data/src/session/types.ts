import type { PlanId, ThemePreference } from '@deckmill/api-contracts';

/** The signed-in identity of `GET /api/session`. */
export interface CurrentUser {
  id: number | string;
  name: string | null;
  email: string;
  admin: boolean;
  company: string | null;
  subscription_tier: PlanId;
  current_month_usage: number;
  /** null means unlimited. */
  usage_limit: number | null;
  confirmed: boolean;
  confirmation_grace_ends_at: string | null;
  /** How the app looks: system (the device's setting), light or dark; chosen in the account menu. */
  theme_preference: ThemePreference;
}

export interface SessionResponse {
  user: CurrentUser | null;
  csrf_token: string;
  /** Only in local mode (the desktop app): one account on this computer, no plans, Quit in the menu. */
  local_mode?: true;
}
