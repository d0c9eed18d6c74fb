// The code several billing domains share: they import it from here, never from its files.
export { BillingErrors } from './errors';
