import type { TeamRole } from '@deckmill/api-contracts';

export const ROLE_OPTIONS: readonly { value: TeamRole; label: string }[] = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

export function roleLabel(role: TeamRole): string {
  return role === 'admin' ? 'Admin' : 'Member';
}
