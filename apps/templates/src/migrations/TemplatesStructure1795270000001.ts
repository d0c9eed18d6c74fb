import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

/**
 * A template's language structure (tags with filters, sections with their kind and the fields inside
 * them), so the wizard can show what a section repeats. Templates stored before get their placeholders as
 * top-level tags, which is what they were.
 */
export class TemplatesStructure1795270000001 implements MigrationInterface {
  name = 'TemplatesStructure1795270000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${schema}."templates" ADD COLUMN "structure" jsonb NOT NULL DEFAULT '{"tags":[],"sections":[]}'::jsonb`,
    );
    await runner.query(`
      UPDATE ${schema}."templates" SET "structure" = jsonb_build_object(
        'tags', COALESCE(
          (SELECT jsonb_agg(jsonb_build_object('path', p->>'name', 'filters', '[]'::jsonb))
           FROM jsonb_array_elements("placeholders") AS p),
          '[]'::jsonb),
        'sections', '[]'::jsonb)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."templates" DROP COLUMN "structure"`);
  }
}
