// The code several templates domains share: they import it from here, never from its files.
export { fieldError, templateFileMissing, templateNotFound } from './errors';
export { containing } from './like-pattern';
export {
  prefixOfSourceKey,
  previewKey,
  previewPrefix,
  rowPreviewManifestKey,
  rowPreviewSlideKey,
  sourceKey,
} from './storage-keys';
export { TeamDirectory } from './team-directory';
export { TemplatesOutboxModule } from './templates-outbox.module';
