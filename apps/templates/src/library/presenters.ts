import type { TemplateListItem } from '@deckmill/bus-contracts';
import type { Template } from './entities/template.entity';

/** Template (list), spec 3. */
export function toListItem(template: Template, teamName: string | null): TemplateListItem {
  return {
    id: template.id,
    name: template.name,
    team_id: template.teamId,
    team_name: template.teamId === null ? null : teamName,
    presentations_count: template.presentationsCount,
    placeholders: template.placeholders.map((placeholder) => placeholder.name),
    created_at: template.createdAt.toISOString(),
  };
}
