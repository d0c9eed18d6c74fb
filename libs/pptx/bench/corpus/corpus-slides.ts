import { prose } from '../writer-content';

// Slide and notes XML for the generated corpus: titles and bodies as placeholders (inheriting their frames
// from the layout) or as text boxes, autofit as PowerPoint writes it (normAutofit, spAutoFit, none), tags
// plain or split over runs as PowerPoint's spell-checker leaves them, tables with tagged cells, notes.

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

export type Autofit = 'norm' | 'spAuto' | 'none' | 'noAutofit' | 'scaled';
const FIELDS = ['company', 'first_name', 'last_name', 'city', 'email', 'amount'];

export interface SlideSpec {
  readonly slide: number;
  /** Title and body as layout placeholders, else text boxes with their own frames. */
  readonly placeholders: boolean;
  readonly autofit: Autofit;
  readonly bodyParagraphs: number;
  /** Tags in the title and body. */
  readonly textTags: number;
  /** Tags split over three runs. */
  readonly splitTags: boolean;
  readonly tableRows: number;
  readonly tableColumns: number;
  /** Every how many cells one holds a tag (0: none). */
  readonly tagEveryCells: number;
  /** Extra small text boxes, each holding a tag (a slide dense with placeholders). */
  readonly extraBoxes: number;
}

const RPR = '<a:rPr lang="en-US" dirty="0"/>';

function run(text: string, props = RPR): string {
  return `<a:r>${props}<a:t>${text}</a:t></a:r>`;
}

function tag(field: string, split: boolean): string {
  return split
    ? run('{{') + run(field, '<a:rPr lang="en-US" err="1" dirty="0"/>') + run('}}')
    : run(`{{${field}}}`);
}

function bodyPr(autofit: Autofit): string {
  if (autofit === 'norm') return '<a:bodyPr><a:normAutofit/></a:bodyPr>';
  if (autofit === 'scaled')
    return '<a:bodyPr><a:normAutofit fontScale="92500" lnSpcReduction="10000"/></a:bodyPr>';
  if (autofit === 'spAuto') return '<a:bodyPr wrap="square"><a:spAutoFit/></a:bodyPr>';
  if (autofit === 'noAutofit') return '<a:bodyPr><a:noAutofit/></a:bodyPr>';
  return '<a:bodyPr wrap="square"/>';
}

function shape(
  id: number,
  name: string,
  placeholder: string | undefined,
  frame: { x: number; y: number; cx: number; cy: number } | undefined,
  autofit: Autofit,
  paragraphs: string[],
): string {
  const nvPr = placeholder ? `<p:nvPr>${placeholder}</p:nvPr>` : '<p:nvPr/>';
  const cNvSpPr = placeholder ? '<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>' : '<p:cNvSpPr txBox="1"/>';
  const spPr = frame
    ? `<p:spPr><a:xfrm><a:off x="${frame.x}" y="${frame.y}"/><a:ext cx="${frame.cx}" cy="${frame.cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>`
    : '<p:spPr/>';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/>${cNvSpPr}${nvPr}</p:nvSpPr>${spPr}` +
    `<p:txBody>${bodyPr(autofit)}<a:lstStyle/>${paragraphs.map((p) => `<a:p>${p}</a:p>`).join('')}</p:txBody></p:sp>`
  );
}

function table(spec: SlideSpec): string {
  const grid = Array.from({ length: spec.tableColumns }, () => '<a:gridCol w="1371600"/>').join('');
  let cellIndex = 0;
  const rows = Array.from({ length: spec.tableRows }, (_, row) => {
    const cells = Array.from({ length: spec.tableColumns }, (_, column) => {
      const seed = spec.slide * 1000 + row * spec.tableColumns + column;
      const tagged = spec.tagEveryCells > 0 && cellIndex++ % spec.tagEveryCells === 0 && row > 0;
      const text = tagged
        ? tag(FIELDS[seed % FIELDS.length], spec.splitTags && seed % 2 === 0)
        : run(
            `${prose(seed, 1 + (seed % 4))} ${seed}`,
            `<a:rPr lang="en-US" sz="${1000 + (seed % 3) * 100}" dirty="0"/>`,
          );
      return `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${text}</a:p></a:txBody><a:tcPr/></a:tc>`;
    }).join('');
    return `<a:tr h="370840">${cells}</a:tr>`;
  }).join('');
  return (
    '<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="40" name="Table 39"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>' +
    '<p:xfrm><a:off x="457200" y="3200400"/><a:ext cx="8229600" cy="2966720"/></p:xfrm><a:graphic>' +
    `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr firstRow="1" bandRow="1"/><a:tblGrid>${grid}</a:tblGrid>${rows}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}

export function slideXml(spec: SlideSpec): string {
  const fields = Array.from(
    { length: spec.textTags },
    (_, index) => FIELDS[(spec.slide + index) % FIELDS.length],
  );
  const titleTags = fields.slice(0, Math.min(2, fields.length));
  const bodyTags = fields.slice(titleTags.length);
  const title = [
    run(`${prose(spec.slide, 2)} `) +
      titleTags.map((field, index) => tag(field, spec.splitTags && index === 0)).join(run(' ')),
  ];
  const body = Array.from({ length: spec.bodyParagraphs }, (_, index) => {
    const text = run(`${prose(spec.slide * 31 + index, 6 + (index % 7))} (${spec.slide}.${index})`);
    // The body's tags go into its first paragraphs, a few to each.
    const mine = bodyTags.filter(
      (_, tagIndex) => tagIndex % Math.max(1, Math.min(3, spec.bodyParagraphs)) === index,
    );
    return mine.length === 0
      ? text
      : `${text}${mine.map((field) => run(' ') + tag(field, spec.splitTags)).join('')}`;
  });
  const frameOf = (y: number, cy: number) =>
    spec.placeholders ? undefined : { x: 457200, y, cx: 8229600, cy };
  const shapes = [
    shape(
      2,
      'Title 1',
      spec.placeholders ? '<p:ph type="title"/>' : undefined,
      frameOf(274638, 1143000),
      spec.autofit,
      title,
    ),
    shape(
      3,
      'Content Placeholder 2',
      spec.placeholders ? '<p:ph idx="1"/>' : undefined,
      frameOf(1600200, 1500000),
      spec.autofit,
      body,
    ),
    ...Array.from({ length: spec.extraBoxes }, (_, index) =>
      shape(
        10 + index,
        `TextBox ${9 + index}`,
        undefined,
        {
          x: 457200 + (index % 4) * 2057400,
          y: 6000000 + Math.floor(index / 4) * 250000,
          cx: 2000000,
          cy: 240000,
        },
        index % 2 === 0 ? 'spAuto' : 'none',
        [run('Ref ') + tag(FIELDS[index % FIELDS.length], false)],
      ),
    ),
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<p:sld ${NS}><p:cSld><p:spTree>` +
    '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>' +
    `${shapes.join('')}${spec.tableRows > 0 ? table(spec) : ''}</p:spTree></p:cSld>` +
    '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}

export function notesXml(slide: number, paragraphs: number, tagged: boolean): string {
  const body = Array.from(
    { length: paragraphs },
    (_, index) =>
      `<a:p>${run(prose(slide * 97 + index, 10 + (index % 6)))}${tagged && index === 0 ? run(' Call ') + tag('first_name', false) + run(' at ') + tag('email', false) : ''}</a:p>`,
  ).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<p:notes ${NS}><p:cSld><p:spTree>` +
    '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>' +
    '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image Placeholder 1"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>' +
    '<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes Placeholder 2"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/>' +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp></p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>`
  );
}
