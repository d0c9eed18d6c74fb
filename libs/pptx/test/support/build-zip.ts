import type { TestEntry } from '@deckmill/zip/testing';

// The hand-built archives live with the ZIP library; the smallest presentation is the engine's own.
export { buildZip, type TestEntry, type TestZipOptions } from '@deckmill/zip/testing';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>';

/** The smallest package the engine accepts as a presentation, plus any extra entries. */
export function minimalPresentation(extra: readonly TestEntry[] = []): TestEntry[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    {
      name: 'ppt/presentation.xml',
      data: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    },
    ...extra,
  ];
}
