import type { SubscriptionTier } from '@deckmill/bus-contracts';

/** A request to take money for a plan change or a renewal. */
export interface ChargeRequest {
  userId: string;
  tier: SubscriptionTier;
  amountCents: number;
  currency: string;
  description: string;
}

export interface ChargeReceipt {
  /** The provider's id of the payment, kept in the subscription history; null when nothing was taken. */
  reference: string | null;
}

/**
 * The payment-provider port. The domain records every amount in the subscription history whatever the
 * provider; an adapter (a card processor) only takes the money and may refuse by throwing.
 */
export interface PaymentProvider {
  /** Kept in the history and shown on the subscription page. */
  readonly name: string;
  /** Whether plan changes take a payment (false: they apply without one). */
  readonly takesPayment: boolean;
  charge(request: ChargeRequest): Promise<ChargeReceipt>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
