// What the other billing domains may use of payment: they import it from here, never from its files.
export { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
