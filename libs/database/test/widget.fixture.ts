import { Column, Entity, type MigrationInterface, PrimaryGeneratedColumn, type QueryRunner } from 'typeorm';
import { defineServiceDatabase, serviceSchema } from '../src';

const schema = serviceSchema('dbtest');

@Entity({ schema, name: 'widgets' })
export class Widget {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;
}

export class DbtestInit1700000000000 implements MigrationInterface {
  name = 'DbtestInit1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "${schema}"."widgets" ("id" SERIAL PRIMARY KEY, "name" text NOT NULL)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "${schema}"."widgets"`);
  }
}

export const widgetDatabase = defineServiceDatabase('dbtest', {
  entities: [Widget],
  migrations: [DbtestInit1700000000000],
});
