// What the other gateway domains may use of accounts: they import it from here, never from its files.
export { ACCOUNT_RATE_LIMIT } from './rate-limits';
export { userAgentOf } from './request-details';
export { SessionStarter } from './session-starter';
export { SessionView } from './session-view';
