// What the other generation domains may use of notifications: they import it from here, never from its files.
export { NotificationRepository } from './notification.repository';
