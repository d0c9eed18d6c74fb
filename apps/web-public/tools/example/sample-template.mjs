// Builds the sample template from a real PowerPoint deck of the shared fixtures: its masters, layouts and theme
// are kept, its first slide is replaced by the sample slide, and its other slides, speaker notes and the master's
// corner picture (a test marker) are removed.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { sampleSlideXml } from './sample-slide-xml.mjs';

const SLIDE_PART = /^ppt\/slides\/(?:_rels\/)?slide(\d+)\.xml(?:\.rels)?$/;

function isDropped(name) {
  const slide = SLIDE_PART.exec(name);
  return (slide !== null && slide[1] !== '1') || name.startsWith('ppt/notesSlides/');
}

function edit(parts, name, change) {
  const part = parts[name];
  if (!part) throw new Error(`The fixture has no ${name}`);
  parts[name] = strToU8(change(strFromU8(part)));
}

function keptSlideRelationshipId(parts) {
  const rels = strFromU8(parts['ppt/_rels/presentation.xml.rels']);
  const id = /<Relationship [^>]*Id="([^"]+)"[^>]*Target="slides\/slide1\.xml"/.exec(rels)?.[1];
  if (!id) throw new Error('The fixture has no slide1.xml in its presentation');
  return id;
}

/** The fixture's bytes in, the sample template's bytes out. */
export function buildSampleTemplate(fixtureBytes, slide, title) {
  const parts = unzipSync(fixtureBytes);
  const keptId = keptSlideRelationshipId(parts);
  for (const name of Object.keys(parts)) if (isDropped(name)) delete parts[name];

  parts['ppt/slides/slide1.xml'] = strToU8(sampleSlideXml(slide));
  edit(parts, 'ppt/slideMasters/slideMaster2.xml', (xml) => xml.replace(/<p:pic>.*?<\/p:pic>/gs, ''));
  edit(parts, 'ppt/slides/_rels/slide1.xml.rels', (xml) =>
    xml.replace(/<Relationship [^>]*Target="\.\.\/notesSlides\/[^"]*"[^>]*\/>/g, ''),
  );
  edit(parts, 'ppt/_rels/presentation.xml.rels', (xml) =>
    xml.replace(/<Relationship [^>]*Target="slides\/slide(?!1\.xml)\d+\.xml"[^>]*\/>/g, ''),
  );
  edit(parts, 'ppt/presentation.xml', (xml) =>
    xml.replace(/<p:sldId [^>]*r:id="([^"]+)"[^>]*\/>/g, (entry, id) => (id === keptId ? entry : '')),
  );
  edit(parts, '[Content_Types].xml', (xml) =>
    xml.replace(
      /<Override PartName="\/ppt\/(?:slides\/slide(?!1\.xml)\d+|notesSlides\/notesSlide\d+)\.xml"[^>]*\/>/g,
      '',
    ),
  );
  edit(parts, 'docProps/core.xml', (xml) =>
    xml
      .replace(/<dc:title>.*?<\/dc:title>/, `<dc:title>${title}</dc:title>`)
      .replace(/<dc:creator>.*?<\/dc:creator>/, '<dc:creator>Deckmill</dc:creator>')
      .replace(
        /<cp:lastModifiedBy>.*?<\/cp:lastModifiedBy>/,
        '<cp:lastModifiedBy>Deckmill</cp:lastModifiedBy>',
      ),
  );

  // [Content_Types].xml first, as Office writes it; a fixed date keeps the file identical between runs.
  const { '[Content_Types].xml': contentTypes, ...rest } = parts;
  return zipSync(
    { '[Content_Types].xml': contentTypes, ...rest },
    { level: 9, mtime: new Date('2026-01-01T00:00:00Z') },
  );
}
