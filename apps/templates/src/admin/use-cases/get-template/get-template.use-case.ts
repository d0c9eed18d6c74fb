import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { type RpcPayload } from '@deckmill/messaging';
import { Template } from '../../../library';
import { templateNotFound } from '../../../shared';
import { toAdminTemplateRecord } from '../../admin-template-record';

/** Any template, whoever owns it, for the operators. */
@Injectable()
export class AdminGetTemplateUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async execute(
    input: RpcPayload<'templates.admin-get-template'>,
  ): Promise<RpcReply<'templates.admin-get-template'>> {
    const template = await this.templates.findOneBy({ id: input.templateId });
    if (!template) throw templateNotFound();
    return toAdminTemplateRecord(template);
  }
}
