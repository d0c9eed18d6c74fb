// Slide XML for the benchmark decks: placeholders (some split across runs, as PowerPoint leaves them),
// static text, a table, and optionally a picture.
const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

const WORDS = 'market growth revenue quarter pipeline customer region forecast margin service partner'.split(
  ' ',
);

function run(text: string, props = '<a:rPr lang="en-US" dirty="0"/>'): string {
  return `<a:r>${props}<a:t>${text}</a:t></a:r>`;
}

function splitTag(name: string): string {
  return run('{{') + run(name, '<a:rPr lang="en-US" err="1" dirty="0"/>') + run('}}');
}

function textBox(id: number, y: number, paragraphs: string[]): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="914400"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>' +
    paragraphs.map((paragraph) => `<a:p>${paragraph}</a:p>`).join('') +
    '</p:txBody></p:sp>'
  );
}

// Deterministic but varied text, so slides compress like real prose rather than like repetition.
function sentence(seed: number, length: number): string {
  let state = (seed * 2654435761) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return Array.from(
    { length },
    () => `${WORDS[next() % WORDS.length]}${next() % 3 === 0 ? ` ${next() % 9973}` : ''}`,
  ).join(' ');
}

function cell(content: string, seed: number): string {
  const props = `<a:rPr lang="en-US" sz="${1000 + (seed % 4) * 100}" dirty="0"><a:solidFill><a:srgbClr val="${(seed * 2654435761).toString(16).slice(-6).padStart(6, '0')}"/></a:solidFill><a:latin typeface="Calibri"/></a:rPr>`;
  return `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${run(content, props)}</a:p></a:txBody><a:tcPr/></a:tc>`;
}

function table(slide: number, rows: number, columns: number): string {
  const grid = Array.from({ length: columns }, () => '<a:gridCol w="1371600"/>').join('');
  const body = Array.from({ length: rows }, (_, row) => {
    const cells = Array.from({ length: columns }, (_, column) => {
      const seed = slide * 1000 + row * columns + column;
      if (row === 1 && column === 0) return cell('{{company}}', seed);
      if (row === 2 && column === 1) return cell('{{amount}}', seed);
      return cell(`${sentence(seed, 2 + (seed % 4))} ${seed}`, seed);
    }).join('');
    return `<a:tr h="370840">${cells}</a:tr>`;
  }).join('');
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="10" name="Table"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>` +
    '<p:xfrm><a:off x="457200" y="2286000"/><a:ext cx="8229600" cy="2966720"/></p:xfrm><a:graphic>' +
    `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr firstRow="1" bandRow="1"/><a:tblGrid>${grid}</a:tblGrid>${body}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}

const PICTURE =
  '<p:pic><p:nvPicPr><p:cNvPr id="20" name="Picture"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>' +
  '<p:blipFill><a:blip r:embed="rIdImage"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>' +
  '<p:spPr><a:xfrm><a:off x="5486400" y="2286000"/><a:ext cx="3200400" cy="3200400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>';

export interface SlideShape {
  readonly tableRows: number;
  readonly tableColumns: number;
  readonly picture: boolean;
  readonly bodyParagraphs: number;
}

export function benchSlide(slide: number, shape: SlideShape): string {
  const title = textBox(2, 457200, [
    `${run('Proposal for ')}${splitTag('company')}${run(', ')}${run('{{first_name}} {{last_name}}')}`,
  ]);
  const body = textBox(
    3,
    1371600,
    Array.from({ length: shape.bodyParagraphs }, (_, index) =>
      index === 0
        ? `${run('Dear ')}${splitTag('first_name')}${run(', your contact in ')}${run('{{city}}')}${run(' is ')}${run('{{email}}')}`
        : run(`${sentence(slide * 31 + index, 8 + (index % 5))} (${slide}.${index})`),
    ),
  );
  const tableXml = shape.tableRows > 0 ? table(slide, shape.tableRows, shape.tableColumns) : '';
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<p:sld ${NS}><p:cSld><p:spTree>` +
    '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>' +
    `${title}${body}${tableXml}${shape.picture ? PICTURE : ''}</p:spTree></p:cSld>` +
    '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}
