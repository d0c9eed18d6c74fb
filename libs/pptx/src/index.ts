// Public API of the PPTX template engine (Node only; the isomorphic CSV and data-file readers are @deckmill/csv).
export { TemplateError, isTemplateError, type TemplateErrorCode } from './errors';
export { canHeal, RenderError, renderErrorOf, type RenderErrorKind } from './render-error';
export { DEFAULT_LIMITS, maxXmlBytesOf, xmlPartKind, type TemplateLimits, type XmlPartKind } from './limits';
export { RENDER_VERSION } from './render-version';
export { compileTemplate, type CompileOptions } from './template/compile-template';
export type { CompiledTemplate, RenderOptions, RowValues } from './template/compiled-template';
export type { SectionKind } from './template/section-tree';
export { RenderedDeck } from './template/rendered-deck';
export type { Finding, FindingKind } from './template/findings';
export {
  orderFindings,
  preflightRow,
  unknownTags,
  type PreflightRowOptions,
  type RowReport,
} from './template/preflight-row';
export {
  preflightRows,
  PICTURES_NOT_CHECKED,
  UNBOUNDED_PREFLIGHT,
  type PreflightInput,
  type PreflightLimits,
  type PreflightReport,
  type PreflightRowReport,
} from './template/preflight-report';
export type * from './fit/text-model';
export type { DeckImage, ImageLookup, ImageSource } from './images/image-source';
export { describeImage } from './images/describe-image';
export { batchImageSource, type BatchImageSourceOptions } from './images/batch-image-source';
export { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './images/image-limits';
export type { ImageFetchOptions } from './images/fetch-image';
export { ImageArchiveError, type FileLookup, type ImageFiles } from './images/image-files';
export {
  DEFAULT_IMAGE_ARCHIVE_LIMITS,
  checkImageArchive,
  openImageArchive,
  type ArchiveBytes,
  type ImageArchiveLimits,
  type ImageArchiveOptions,
} from './images/image-archive';
export { openImageDirectory } from './images/image-directory';
export { inspectTemplate, readTemplateFile, type TemplateInspection } from './template/inspect-template';
export type { Placeholder, PlaceholderOccurrence } from './template/placeholders';
export type { SectionInfo, TagInfo, TemplateStructure } from './template/template-structure';
export { UNKNOWN_FILTER, FILTER_NAMES } from './language/filters';
export type { OccurrenceKind } from './template/part-role';
export { placeholderKey } from './template/tag-syntax';
export { WATERMARK_TEXT } from './template/watermark';
export { NEUTRAL_TARGET, neutraliseExternalLinks } from './template/external-links';
export { readDeckXml } from './template/read-deck-xml';
export {
  REMOVED_CONTENT_NOTICES,
  sanitiseTemplate,
  type RemovedContent,
  type SanitisedTemplate,
} from './media/sanitise-template';
export { zipArchiveStream, type ArchiveItem } from '@deckmill/zip/node';
export { writeZipArchive } from '@deckmill/zip/node';
