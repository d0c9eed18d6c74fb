// The code several admin domains share: they import it from here, never from its files.
export { Clock } from './clock';
export { pageRequest, pageWindow, toPagination } from './pagination';
export { AdminSharedModule } from './shared.module';
export { UserDirectory } from './user-directory';
