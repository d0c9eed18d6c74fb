/** The DECK_RETENTION_DAYS_* variables as generation's per-plan table. */
export function deckRetentionDaysFrom(config: {
  DECK_RETENTION_DAYS_FREE: number;
  DECK_RETENTION_DAYS_STARTER: number;
  DECK_RETENTION_DAYS_PROFESSIONAL: number;
  DECK_RETENTION_DAYS_ENTERPRISE: number;
}) {
  return {
    free: config.DECK_RETENTION_DAYS_FREE,
    starter: config.DECK_RETENTION_DAYS_STARTER,
    professional: config.DECK_RETENTION_DAYS_PROFESSIONAL,
    enterprise: config.DECK_RETENTION_DAYS_ENTERPRISE,
  };
}
