import { isRecord } from '../api/http';

/** `GET /api/home`: live figures across all accounts (hours_saved counts 0.5 hours per deck). */
export interface HomeStats {
  teams_count: number;
  hours_saved: number;
  presentations_generated: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function parseHomeStats(body: unknown): HomeStats | null {
  if (!isRecord(body)) return null;
  const { teams_count, hours_saved, presentations_generated } = body;
  if (!isCount(teams_count) || !isCount(hours_saved) || !isCount(presentations_generated)) return null;
  return { teams_count, hours_saved, presentations_generated };
}

export interface StatFigure {
  value: string;
  label: string;
}

const formatCount = (count: number): string => Math.round(count).toLocaleString('en-US');

/**
 * Live figures are shown only once every one of them is worth showing: on a fresh or small install "0 teams"
 * would undersell the product, so the page keeps the product's own claims until then (docs/public-site.md).
 */
export const LIVE_FIGURE_THRESHOLDS: HomeStats = {
  teams_count: 25,
  presentations_generated: 1_000,
  hours_saved: 500,
};

export function passesThresholds(stats: HomeStats): boolean {
  return (
    stats.teams_count >= LIVE_FIGURE_THRESHOLDS.teams_count &&
    stats.presentations_generated >= LIVE_FIGURE_THRESHOLDS.presentations_generated &&
    stats.hours_saved >= LIVE_FIGURE_THRESHOLDS.hours_saved
  );
}

export function liveFigures(stats: HomeStats): StatFigure[] {
  return [
    { value: formatCount(stats.teams_count), label: 'teams building decks with Deckmill' },
    { value: formatCount(stats.presentations_generated), label: 'presentations generated' },
    { value: formatCount(stats.hours_saved), label: 'hours of copy and paste saved' },
  ];
}

/** What the page shows until live figures arrive, or while they are below the thresholds: the product's claims. */
export const PRODUCT_FIGURES: StatFigure[] = [
  { value: '100+', label: 'presentations in 5 minutes' },
  { value: '10,000', label: 'CSV rows per batch' },
  { value: '30 min', label: 'saved on every deck you do not build by hand' },
];
