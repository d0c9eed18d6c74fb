import { SaxesParser } from 'saxes';

/** Throws when `xml` is not well-formed (an independent parser, not the engine's own lexer). */
export function assertWellFormed(xml: string, label = 'XML'): void {
  const parser = new SaxesParser({ xmlns: true });
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.write(xml).close();
  if (failure) throw new Error(`${label} is not well-formed: ${failure.message}`);
}

/** The text of every `<a:t>` element, one paragraph per line, `<a:br/>` as a line break. */
export function drawingText(xml: string): string {
  const parser = new SaxesParser({ xmlns: false });
  let text = '';
  let inText = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'a:t') inText = true;
    if (tag.name === 'a:br') text += '\n';
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'a:t') inText = false;
    if (tag.name === 'a:p') text += '\n';
  });
  parser.on('text', (chunk) => {
    if (inText) text += chunk;
  });
  parser.write(xml).close();
  return text;
}

/** Runs (`<a:r>`) whose text is empty: the engine must never leave one behind. */
export function emptyRunCount(xml: string): number {
  return [...xml.matchAll(/<a:r>(?:(?!<\/a:r>).)*<\/a:r>/g)].filter(
    (match) => !/<a:t>[^<]+<\/a:t>/.test(match[0]),
  ).length;
}
