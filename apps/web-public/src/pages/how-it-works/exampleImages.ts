import { fillSlide, SAMPLE_ROWS, SAMPLE_TEMPLATE, type SampleSlide } from '../../sample/sampleDeck';

/** What a slide shows, in words, for the alt text of its rendered image. */
function describeSlide(slide: SampleSlide): string {
  const metrics = slide.metrics.map((metric) => `${metric.label}: ${metric.value}`).join('; ');
  return `A slide titled "${slide.heading}", subtitled "${slide.subheading}", with three cards (${metrics}) and the footer "${slide.footer}".`;
}

/**
 * The slide of the sample template, before and after Deckmill filled it with the first CSV row, rendered by
 * tools/render-example.mjs (LibreOffice) from content/example/sample-template.pptx. Both are 960 x 540.
 */
export const EXAMPLE_IMAGES = {
  before: {
    src: '/examples/before.png',
    alt: `The template. ${describeSlide(SAMPLE_TEMPLATE)}`,
  },
  after: {
    src: '/examples/after.png',
    alt: `The generated presentation for the first row. ${describeSlide(fillSlide(SAMPLE_TEMPLATE, SAMPLE_ROWS[0]))}`,
  },
} as const;

export const EXAMPLE_IMAGE_SIZE = { width: 960, height: 540 } as const;
