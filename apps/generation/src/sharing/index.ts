// What the other generation domains may use of sharing: they import it from here, never from its files.
export { SharingModule } from './sharing.module';
export { EndSilentShareViewsUseCase } from './use-cases/end-silent-share-views/end-silent-share-views.use-case';
