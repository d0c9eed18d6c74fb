import type { ChargeReceipt, PaymentProvider } from './payment-provider';

/**
 * The provider when none is configured (embedded mode, self-hosted): plan changes apply without payment.
 * Amounts are still recorded in the history, so adding a real provider changes no domain code.
 */
export class NoPaymentProvider implements PaymentProvider {
  readonly name = 'none';
  readonly takesPayment = false;

  async charge(): Promise<ChargeReceipt> {
    return { reference: null };
  }
}
