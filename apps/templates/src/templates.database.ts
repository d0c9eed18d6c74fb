import { defineServiceDatabase } from '@deckmill/database';
import { Template } from './library/entities/template.entity';
import { TemplatesCreateOutbox1795257395262 } from './migrations/TemplatesCreateOutbox1795257395262';
import { TemplatesBatchDecks1796100000000 } from './migrations/TemplatesBatchDecks1796100000000';
import { TemplatesCountDecks1795500000000 } from './migrations/TemplatesCountDecks1795500000000';
import { TemplatesCountPresentations1795254017993 } from './migrations/TemplatesCountPresentations1795254017993';
import { TemplatesCreateTemplates1795252947711 } from './migrations/TemplatesCreateTemplates1795252947711';
import { TemplatesIdempotencyKeys1795290000001 } from './migrations/TemplatesIdempotencyKeys1795290000001';
import { TemplatesStructure1795270000001 } from './migrations/TemplatesStructure1795270000001';
import { TemplatesOutboxHeaders1795422000000 } from './migrations/TemplatesOutboxHeaders1795422000000';

export const templatesDatabase = defineServiceDatabase('templates', {
  entities: [Template],
  migrations: [
    TemplatesCreateTemplates1795252947711,
    TemplatesCountPresentations1795254017993,
    TemplatesCreateOutbox1795257395262,
    TemplatesStructure1795270000001,
    TemplatesIdempotencyKeys1795290000001,
    TemplatesOutboxHeaders1795422000000,
    TemplatesCountDecks1795500000000,
    TemplatesBatchDecks1796100000000,
  ],
});
