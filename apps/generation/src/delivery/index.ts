// What the other generation domains may use of delivery: they import it from here, never from its files.
export {
  DEFAULT_DELIVERY_BODY,
  DEFAULT_DELIVERY_SUBJECT,
  fieldValue,
  hasColumn,
  planDeliveries,
  type PlannedDelivery,
  recipientCount,
} from './delivery-plan';
export { DeliveryQueue } from './delivery-queue';
export { DeliveryReads } from './delivery-reads';
export { DECKS_DELETED_DETAIL } from './delivery-staging';
export { DeliveryModule } from './delivery.module';
export { insertRowDeliveries } from './row-delivery-records';
