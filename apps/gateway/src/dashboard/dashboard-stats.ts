import type { Dashboard } from '@deckmill/api-contracts';

/** Whole percentage of the monthly allowance used; 0 when unlimited. */
export function usagePercentage(used: number, limit: number | null): number {
  if (limit === null || limit <= 0) return 0;
  return Math.round((used * 100) / limit);
}

/** The dashboard's quick actions (icons upload, plus, folder). */
export const QUICK_ACTIONS: Dashboard['quick_actions'] = [
  { name: 'Upload Template', url: '/app/templates/new', icon: 'upload' },
  { name: 'Create Presentations', url: '/app/presentations/new', icon: 'plus' },
  { name: 'View Templates', url: '/app/templates', icon: 'folder' },
];
