// Public API of the PPTX template engine and the shared CSV reader.
export { TemplateError, isTemplateError, type TemplateErrorCode } from './errors';
export { DEFAULT_LIMITS, type TemplateLimits } from './limits';
export { compileTemplate, type CompileOptions } from './template/compile-template';
export type { CompiledTemplate, RenderOptions, RowValues } from './template/compiled-template';
export type { RenderedDeck } from './template/rendered-deck';
export { inspectTemplate, readTemplateFile, type TemplateInspection } from './template/inspect-template';
export type { Placeholder, PlaceholderOccurrence } from './template/placeholders';
export type { OccurrenceKind } from './template/part-role';
export { placeholderKey } from './template/tag-syntax';
export { WATERMARK_TEXT } from './template/watermark';
export { NEUTRAL_TARGET, neutraliseExternalLinks } from './template/external-links';
export { zipArchiveStream, type ArchiveItem } from './zip/zip-archive-stream';
export * from './csv';
