import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { OwnedTemplate } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { sourceKey } from '../../../shared';
import { Template } from '../../entities/template.entity';

/**
 * The templates a user owns, for their data export: metadata and the stored file's key. Templates
 * shared with them by a team are the team's data, not theirs, so they are not listed.
 */
@Injectable()
export class ListOwnedTemplatesUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async execute(input: RpcPayload<'templates.list-owned'>): Promise<{ templates: OwnedTemplate[] }> {
    const owned = await this.templates.find({
      where: { ownerId: input.ownerId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return {
      templates: owned.map((template) => ({
        id: template.id,
        name: template.name,
        teamId: template.teamId,
        placeholders: template.placeholders.map((placeholder) => placeholder.name),
        sizeBytes: template.sizeBytes,
        slideCount: template.slideCount,
        presentationsCount: template.presentationsCount,
        createdAt: template.createdAt.toISOString(),
        updatedAt: template.updatedAt.toISOString(),
        file: { key: sourceKey(template.storagePrefix), downloadName: `${template.name}.pptx` },
      })),
    };
  }
}
