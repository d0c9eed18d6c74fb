import type { RpcReply } from '@deckmill/bus-contracts';
import type { Template } from '../library';

export type AdminTemplateRecord = RpcReply<'templates.admin-get-template'>;

export function toAdminTemplateRecord(template: Template): AdminTemplateRecord {
  return {
    id: template.id,
    name: template.name,
    ownerId: template.ownerId,
    teamId: template.teamId,
    fileName: template.fileName,
    sizeBytes: template.sizeBytes,
    slideCount: template.slideCount,
    placeholders: template.placeholders.map((placeholder) => placeholder.name),
    presentationsCount: template.presentationsCount,
    decksCount: template.decksCount,
    createdAt: template.createdAt.toISOString(),
  };
}
