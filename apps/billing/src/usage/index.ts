// What the other billing domains may use of usage: they import it from here, never from its files.
export { UsageMonth } from './entities/usage-month.entity';
export { UsageReservation } from './entities/usage-reservation.entity';
export { monthlyUsage } from './monthly-usage';
