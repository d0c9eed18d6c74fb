import { Module, type DynamicModule } from '@nestjs/common';
import type { ObjectStorage } from '../object-storage';
import { createObjectStorage, type StorageOptions } from '../storage-options';

/** Injection token for the app's ObjectStorage: `@Inject(OBJECT_STORAGE) storage: ObjectStorage`. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

@Module({})
export class StorageModule {
  /** Provides OBJECT_STORAGE app-wide, with its bucket (or directory) created before the app starts. */
  static forRoot(options: StorageOptions): DynamicModule {
    return {
      module: StorageModule,
      global: true,
      providers: [
        {
          provide: OBJECT_STORAGE,
          useFactory: async (): Promise<ObjectStorage> => {
            const storage = createObjectStorage(options);
            await storage.ensureBucket();
            return storage;
          },
        },
      ],
      exports: [OBJECT_STORAGE],
    };
  }
}
