import type { HomeFigures } from '@deckmill/bus-contracts';
import { HomeStatsSchema, type HomeStats } from '@deckmill/api-contracts';

/** The admin service's landing-page figures under the API's snake_case names, in the API's key order. */
export function homeStats(figures: HomeFigures): HomeStats {
  return HomeStatsSchema.parse({
    teams_count: figures.teamsCount,
    hours_saved: figures.hoursSaved,
    presentations_generated: figures.decksGenerated,
  });
}
