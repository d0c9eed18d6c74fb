import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Template } from '../../../library';
import { containing } from '../../../shared';
import { toAdminTemplateRecord } from '../../admin-template-record';

/** One page of every template, newest first, searched by name or file name, optionally one team's. */
@Injectable()
export class AdminListTemplatesUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async execute(
    input: RpcPayload<'templates.admin-list-templates'>,
  ): Promise<RpcReply<'templates.admin-list-templates'>> {
    const query = this.templates.createQueryBuilder('t');
    if (input.search) {
      query.andWhere('(t.name ILIKE :pattern OR t.file_name ILIKE :pattern)', {
        pattern: containing(input.search),
      });
    }
    if (input.teamId !== undefined) query.andWhere('t.team_id = :teamId', { teamId: input.teamId });
    const [templates, totalCount] = await query
      .orderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .skip((input.page - 1) * input.perPage)
      .take(input.perPage)
      .getManyAndCount();
    return { templates: templates.map(toAdminTemplateRecord), totalCount };
  }
}
