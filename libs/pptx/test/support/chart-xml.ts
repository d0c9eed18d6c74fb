// Chart XML for chart tests: a scatter chart (the fixtures have none) and edits of the fixtures' charts.

const NS =
  'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const SHOW_VALUES =
  '<c:dLbls><c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/>' +
  '<c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>';

function numbers(tag: string, formula: string, values: readonly number[]): string {
  const points = values.map((value, index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('');
  return (
    `<c:${tag}><c:numRef><c:f>${formula}</c:f><c:numCache><c:formatCode>General</c:formatCode>` +
    `<c:ptCount val="${values.length}"/>${points}</c:numCache></c:numRef></c:${tag}>`
  );
}

function axis(id: number, cross: number, position: string): string {
  return (
    `<c:valAx><c:axId val="${id}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="${position}"/><c:numFmt formatCode="General" sourceLinked="1"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="${cross}"/><c:crosses val="autoZero"/><c:crossBetween val="midCat"/></c:valAx>`
  );
}

/** A scatter chart with one series named `name`, its data in Tabelle1 (as the fixtures' workbooks). */
export function scatterChart(name: string, relationshipId: string): string {
  const series =
    `<c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:f>Tabelle1!$B$1</c:f><c:strCache>` +
    `<c:ptCount val="1"/><c:pt idx="0"><c:v>${name}</c:v></c:pt></c:strCache></c:strRef></c:tx>` +
    `<c:spPr><a:ln w="19050"><a:noFill/></a:ln></c:spPr>${SHOW_VALUES}` +
    numbers('xVal', 'Tabelle1!$A$2:$A$3', [1, 2]) +
    numbers('yVal', 'Tabelle1!$B$2:$B$3', [3, 4]) +
    `<c:smooth val="0"/></c:ser>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><c:chartSpace ${NS}><c:chart>` +
    `<c:autoTitleDeleted val="1"/><c:plotArea><c:layout/><c:scatterChart><c:scatterStyle val="lineMarker"/>` +
    `<c:varyColors val="0"/>${series}<c:axId val="11"/><c:axId val="12"/></c:scatterChart>` +
    `${axis(11, 12, 'b')}${axis(12, 11, 'l')}</c:plotArea><c:plotVisOnly val="1"/></c:chart>` +
    `<c:externalData r:id="${relationshipId}"><c:autoUpdate val="0"/></c:externalData></c:chartSpace>`
  );
}

function strings(tag: string, formula: string, values: readonly string[]): string {
  const points = values.map((value, index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('');
  return (
    `<c:${tag}><c:strRef><c:f>${formula}</c:f><c:strCache><c:ptCount val="${values.length}"/>${points}` +
    `</c:strCache></c:strRef></c:${tag}>`
  );
}

function categorySeries(index: number, name: string, column: string): string {
  return (
    `<c:ser><c:idx val="${index}"/><c:order val="${index}"/>${strings('tx', `Tabelle1!$${column}$1`, [name])}` +
    strings('cat', 'Tabelle1!$A$2:$A$3', ['one', 'two']) +
    numbers('val', `Tabelle1!$${column}$2:$${column}$3`, [1, 2]) +
    `</c:ser>`
  );
}

/** A combo chart: columns for `bars`, a line for `line`, on shared axes; values labelled. */
export function comboChart(bars: string, line: string, relationshipId: string): string {
  const axes = '<c:axId val="21"/><c:axId val="22"/>';
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><c:chartSpace ${NS}><c:chart>` +
    `<c:autoTitleDeleted val="1"/><c:plotArea><c:layout/>` +
    `<c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/>` +
    `${categorySeries(0, bars, 'B')}${SHOW_VALUES}<c:gapWidth val="150"/>${axes}</c:barChart>` +
    `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${categorySeries(1, line, 'C')}` +
    `${SHOW_VALUES}<c:marker val="1"/>${axes}</c:lineChart>` +
    `<c:catAx><c:axId val="21"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="b"/><c:numFmt formatCode="General" sourceLinked="1"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="22"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/>` +
    `<c:lblOffset val="100"/></c:catAx>` +
    `<c:valAx><c:axId val="22"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="l"/><c:numFmt formatCode="General" sourceLinked="1"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="21"/><c:crosses val="autoZero"/><c:crossBetween val="between"/></c:valAx>` +
    `</c:plotArea><c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend><c:plotVisOnly val="1"/>` +
    `</c:chart><c:externalData r:id="${relationshipId}"><c:autoUpdate val="0"/></c:externalData></c:chartSpace>`
  );
}

/** Turns on value labels and renames series (`Datenreihe 1` → `Revenue`) in a fixture's chart. */
export function labelledSeries(names: Readonly<Record<string, string>>): (xml: string) => string {
  return (xml) => {
    let result = xml.replace(/<c:showVal val="0"\/>/g, '<c:showVal val="1"/>');
    for (const [from, to] of Object.entries(names))
      result = result.split(`<c:v>${from}</c:v>`).join(`<c:v>${to}</c:v>`);
    return result;
  };
}

/** Sets a graphic frame's alternative text (by its shape name) on a slide. */
export function altText(shapeName: string, text: string): (xml: string) => string {
  return (xml) => xml.replace(`name="${shapeName}"`, `name="${shapeName}" descr="${text}"`);
}
