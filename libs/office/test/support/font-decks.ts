import { strToU8, zipSync } from 'fflate';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface ThemeFonts {
  readonly major: string;
  readonly minor: string;
  readonly majorEa?: string;
}

/** A theme part with the given major and minor fonts (empty East Asian and complex-script faces). */
export function themeXml({ major, minor, majorEa = '' }: ThemeFonts): string {
  const scheme = (latin: string, ea: string) =>
    `<a:latin typeface="${latin}"/><a:ea typeface="${ea}"/><a:cs typeface=""/>` +
    '<a:font script="Jpan" typeface="MS Gothic"/>';
  return (
    `<a:theme xmlns:a="${A}" name="Office"><a:themeElements><a:fontScheme name="Office">` +
    `<a:majorFont>${scheme(major, majorEa)}</a:majorFont><a:minorFont>${scheme(minor, '')}</a:minorFont>` +
    '</a:fontScheme></a:themeElements></a:theme>'
  );
}

/** A shape whose runs name the given typefaces (`+mj-lt` style references included). */
export function textXml(runs: readonly { latin?: string; ea?: string; cs?: string }[]): string {
  const properties = (run: { latin?: string; ea?: string; cs?: string }) =>
    (['latin', 'ea', 'cs'] as const)
      .filter((script) => run[script] !== undefined)
      .map((script) => `<a:${script} typeface="${run[script]}"/>`)
      .join('');
  return (
    `<p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/><a:p>` +
    runs.map((run) => `<a:r><a:rPr lang="en-GB">${properties(run)}</a:rPr><a:t>x</a:t></a:r>`).join('') +
    '</a:p></p:txBody></p:sp></p:spTree></p:cSld>'
  );
}

function rels(type: string, target: string): string {
  return (
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="${R}/${type}" Target="${target}"/></Relationships>`
  );
}

export interface MasterSpec {
  readonly theme: ThemeFonts;
  readonly master?: string;
  readonly layout?: string;
  /** The slides using this master's one layout, as `textXml` bodies. */
  readonly slides: readonly string[];
}

/** A package with one theme, master and layout per `MasterSpec`, and their slides numbered in order. */
export function fontDeck(masters: readonly MasterSpec[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const put = (name: string, text: string) => {
    files[name] = strToU8(text);
  };
  let slideNumber = 0;
  masters.forEach((spec, index) => {
    const n = index + 1;
    put(`ppt/theme/theme${n}.xml`, themeXml(spec.theme));
    put(
      `ppt/slideMasters/slideMaster${n}.xml`,
      `<p:sldMaster xmlns:a="${A}" xmlns:p="${P}">${spec.master ?? ''}</p:sldMaster>`,
    );
    put(`ppt/slideMasters/_rels/slideMaster${n}.xml.rels`, rels('theme', `../theme/theme${n}.xml`));
    put(
      `ppt/slideLayouts/slideLayout${n}.xml`,
      `<p:sldLayout xmlns:a="${A}" xmlns:p="${P}">${spec.layout ?? ''}</p:sldLayout>`,
    );
    put(
      `ppt/slideLayouts/_rels/slideLayout${n}.xml.rels`,
      rels('slideMaster', `../slideMasters/slideMaster${n}.xml`),
    );
    for (const body of spec.slides) {
      slideNumber += 1;
      put(`ppt/slides/slide${slideNumber}.xml`, `<p:sld xmlns:a="${A}" xmlns:p="${P}">${body}</p:sld>`);
      put(
        `ppt/slides/_rels/slide${slideNumber}.xml.rels`,
        rels('slideLayout', `../slideLayouts/slideLayout${n}.xml`),
      );
    }
  });
  put('ppt/presentation.xml', `<p:presentation xmlns:p="${P}"/>`);
  return zipSync(files);
}
