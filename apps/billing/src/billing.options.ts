/** What the composition root tells the billing service (BillingModule.forRoot). */
export interface BillingOptions {
  /**
   * LOCAL_MODE (the desktop app): no plans and no allowance, whatever the account's tier: no monthly deck
   * limit, no seat limit, no watermark.
   */
  readonly unlimited?: boolean;
}

export const BILLING_OPTIONS = Symbol('BILLING_OPTIONS');
