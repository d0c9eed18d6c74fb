#!/usr/bin/env node
// The real example on /how-it-works: builds the sample template (content/example/sample-template.pptx) from a
// fixture deck, fills it with the first sample row using the engine (@deckmill/pptx), and renders the slide
// before and after to public/examples/{before,after}.png. Needs LibreOffice and poppler-utils; the images are
// committed, so builds do not. Run: node apps/web-public/tools/render-example.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSampleTemplate } from './example/sample-template.mjs';
import { renderFirstSlides } from './example/slide-image.mjs';

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(APP, '../..');
const FIXTURE =
  process.env.SAMPLE_FIXTURE ??
  path.resolve(APP, '../../../shared/fixtures/pptx/automizer-SlideMasters.pptx');
const TEMPLATE = path.join(APP, 'content/example/sample-template.pptx');
const IMAGES = path.join(APP, 'public/examples');
const IMAGE_WIDTH = 960;

// The engine and the sample data are TypeScript: compile them on the fly, as tools/run-ts.mjs does.
const require = createRequire(import.meta.url);
process.env.SWC_NODE_PROJECT ??= path.join(ROOT, 'tsconfig.json');
require('@swc-node/register');
const { fillSample } = require('./example/fill-sample.ts');
const { SAMPLE_ROWS, SAMPLE_TEMPLATE } = require(path.join(APP, 'src/sample/sampleDeck.ts'));

const templateBytes = buildSampleTemplate(
  fs.readFileSync(FIXTURE),
  SAMPLE_TEMPLATE,
  'Quarterly review for {{company}}',
);
fs.mkdirSync(path.dirname(TEMPLATE), { recursive: true });
fs.writeFileSync(TEMPLATE, templateBytes);

const filledBytes = await fillSample(templateBytes, SAMPLE_ROWS[0]);

fs.mkdirSync(IMAGES, { recursive: true });
renderFirstSlides(
  [
    { name: 'before', bytes: templateBytes },
    { name: 'after', bytes: filledBytes },
  ],
  IMAGES,
  IMAGE_WIDTH,
);
console.log(`Wrote ${path.relative(ROOT, TEMPLATE)} and ${path.relative(ROOT, IMAGES)}/{before,after}.png`);
