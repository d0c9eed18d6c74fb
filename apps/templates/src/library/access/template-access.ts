import type { TeamRole } from '@deckmill/bus-contracts';

/** What a user may do with a template: owners everything; team admins also delete; members view and use. */
export interface TemplatePermissions {
  view: boolean;
  delete: boolean;
}

const NONE: TemplatePermissions = { view: false, delete: false };

export function permissionsFor(
  template: { ownerId: string; teamId: number | null },
  actorId: string,
  roleInTemplateTeam: TeamRole | null,
): TemplatePermissions {
  if (template.ownerId === actorId) return { view: true, delete: true };
  if (template.teamId === null || roleInTemplateTeam === null) return NONE;
  return { view: true, delete: roleInTemplateTeam === 'admin' };
}
