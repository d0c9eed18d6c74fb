import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { TemplateRepository } from '../../template.repository';

/**
 * A completed batch adds one to its template's batch count (`presentations_count`) and its decks made to the
 * deck count, once per batch however often the event is delivered. A template deleted meanwhile is simply not
 * there to count.
 */
@Injectable()
export class CountPresentationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: TemplateRepository,
  ) {}

  async execute(input: EventPayload<'presentation.completed'>): Promise<boolean> {
    const { batchId, templateId, rowsDone } = input;
    return this.dataSource.transaction(async (manager) => {
      const decks = Math.max(0, rowsDone);
      if (!(await this.templates.markBatchCounted(manager, batchId, templateId, decks))) return false;
      await this.templates.addPresentation(manager, templateId, decks);
      return true;
    });
  }
}
