// The users domain's public API for the other identity modules.
export { User } from './entities/user.entity';
export { UserEvents } from './user-events';
export { UserEventsModule } from './user-events.module';
export { isUniqueViolation } from './unique-violation';
export { confirmationGraceEndsAt, effectiveTier, toPrincipal, toUserSummary } from './user-summary';
