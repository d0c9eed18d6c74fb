// What the other billing domains may use of calendar: they import it from here, never from its files.
export { periodEndFrom } from './billing-period';
export { startOfUsageMonth, usageMonthOf, usageResetsAt } from './usage-month';
