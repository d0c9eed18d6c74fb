import {
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';

export const DATA_SOURCE = Symbol('DATA_SOURCE');

const repositoryTokens = new Map<EntityTarget<ObjectLiteral>, string>();

/** The injection token of an entity's repository (`@InjectRepository(User)`). */
export function repositoryToken(entity: EntityTarget<ObjectLiteral>): string {
  let token = repositoryTokens.get(entity);
  if (!token) {
    const name = typeof entity === 'function' ? entity.name : String(entity);
    token = `Repository<${name}>#${repositoryTokens.size}`;
    repositoryTokens.set(entity, token);
  }
  return token;
}

export const InjectRepository = (
  entity: EntityTarget<ObjectLiteral>,
): ParameterDecorator & PropertyDecorator => Inject(repositoryToken(entity));

export const InjectDataSource = (): ParameterDecorator & PropertyDecorator => Inject(DATA_SOURCE);

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /**
   * Registers the process's one DataSource. The composition root opens it (so embedded mode can share one
   * connection between every service) and hands over a factory.
   */
  static forRoot(openDataSource: () => Promise<DataSource>): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATA_SOURCE, useFactory: openDataSource }],
      exports: [DATA_SOURCE],
    };
  }

  /** Repositories for a service's entities, resolved from the shared DataSource. */
  static forFeature(entities: EntityTarget<ObjectLiteral>[]): DynamicModule {
    const providers: Provider[] = entities.map((entity) => ({
      provide: repositoryToken(entity),
      useFactory: (dataSource: DataSource) => dataSource.getRepository(entity),
      inject: [DATA_SOURCE],
    }));
    return { module: DatabaseFeatureModule, providers, exports: providers };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

@Module({})
class DatabaseFeatureModule {}
