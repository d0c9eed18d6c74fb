import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Template } from '../../../library';

/** How many templates there are, and how many were uploaded since the window's start. */
@Injectable()
export class AdminTemplateStatsUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async execute(input: RpcPayload<'templates.admin-stats'>): Promise<RpcReply<'templates.admin-stats'>> {
    const [totalTemplates, newTemplates] = await Promise.all([
      this.templates.count(),
      this.templates.countBy({ createdAt: MoreThanOrEqual(new Date(input.since)) }),
    ]);
    return { totalTemplates, newTemplates };
  }
}
