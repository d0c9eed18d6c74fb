import { Injectable, Module, type Type } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import {
  Column,
  Entity,
  type MigrationInterface,
  PrimaryGeneratedColumn,
  type QueryRunner,
  type Repository,
} from 'typeorm';
import { defineServiceDatabase, serviceSchema, type ServiceDatabase } from '../src';

/** What one service of the fixture holds: an entity class named `Gadget`, like its twin's. */
export interface TwinService {
  readonly database: ServiceDatabase;
  readonly gadget: Type<{ id: number; label: string }>;
  /** A module of the service whose provider injects `@InjectRepository(Gadget)`. */
  readonly module: Type;
  readonly shelf: Type<{ readonly gadgets: Repository<{ id: number; label: string }> }>;
}

/**
 * A service with its own schema and an entity class named `Gadget`, as two services could both name a class
 * `User`: the library's repository token is the class name (`GadgetRepository`) for either.
 */
export function twinService(service: string, timestamp: number): TwinService {
  const schema = serviceSchema(service);

  @Entity({ schema, name: 'gadgets' })
  class Gadget {
    @PrimaryGeneratedColumn()
    id!: number;

    @Column({ type: 'text' })
    label!: string;
  }

  class CreateGadgets implements MigrationInterface {
    name = `${service}CreateGadgets${timestamp}`;

    async up(runner: QueryRunner): Promise<void> {
      await runner.query(
        `CREATE TABLE "${schema}"."gadgets" ("id" SERIAL PRIMARY KEY, "label" text NOT NULL)`,
      );
    }

    async down(runner: QueryRunner): Promise<void> {
      await runner.query(`DROP TABLE "${schema}"."gadgets"`);
    }
  }

  @Injectable()
  class GadgetShelf {
    constructor(@InjectRepository(Gadget) readonly gadgets: Repository<Gadget>) {}
  }

  @Module({ imports: [TypeOrmModule.forFeature([Gadget])], providers: [GadgetShelf], exports: [GadgetShelf] })
  class GadgetsModule {}

  return {
    database: defineServiceDatabase(service, { entities: [Gadget], migrations: [CreateGadgets] }),
    gadget: Gadget,
    module: GadgetsModule,
    shelf: GadgetShelf,
  };
}
