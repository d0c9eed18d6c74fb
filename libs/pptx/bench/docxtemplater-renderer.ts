import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/** docxtemplater 3 as its documentation configures it for `{{ }}` tags: load, render, generate per row. */
export function renderWithDocxtemplater(template: Uint8Array, row: object): Buffer {
  const zip = new PizZip(template);
  const doc = new Docxtemplater(zip, {
    delimiters: { start: '{{', end: '}}' },
    paragraphLoop: true,
    linebreaks: true,
  });
  doc.render(row);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
