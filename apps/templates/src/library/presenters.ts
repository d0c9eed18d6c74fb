import type { TemplateSummary } from '@deckmill/bus-contracts';
import type { Template } from './entities/template.entity';

/** What every answer about a template starts with; `teamName` only when it is shared. */
export function toSummary(template: Template, teamName: string | null): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    teamId: template.teamId,
    teamName: template.teamId === null ? null : teamName,
    presentationsCount: template.presentationsCount,
    decksCount: template.decksCount,
    placeholders: template.placeholders.map((placeholder) => placeholder.name),
    createdAt: template.createdAt.toISOString(),
  };
}
