import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

// Carbone CE 3 (the second peer): `{d.field}` tags, pptx to pptx without LibreOffice. Its API takes a
// template file path and answers through a callback; it opens (unzips) the template file at every render, so
// the file is written once to a temp dir and each row is rendered from it, one at a time as docxtemplater is.

interface CarboneApi {
  render(
    templatePath: string,
    data: object,
    options: object,
    callback: (error: unknown, result: Buffer | string) => void,
  ): void;
}

// Carbone CE ships no types; its CommonJS entry is loaded as the API above.
const carbone = require('carbone') as CarboneApi;

/**
 * The deck with `{{ name }}` tags rewritten in Carbone's syntax (`{d.name}`), also where runs split them. Tags of
 * our language Carbone has no equivalent for here (`{{chart:x}}`, `{{%photo}}`, sections) stay as text: Carbone
 * would read `{d.chart:x}` as a formatter and throw outside its callback.
 */
export function carboneTemplate(deck: Uint8Array): Uint8Array {
  const files: Zippable = unzipSync(deck);
  for (const [name, data] of Object.entries(files)) {
    if (!/\.xml$/.test(name)) continue;
    const xml = strFromU8(data as Uint8Array);
    if (!xml.includes('{{')) continue;
    files[name] = strToU8(
      xml.replace(/\{\{(\s*)(?![%#^/:\s]|chart:)/g, '{d.').replace(/(\{d\.[^{}]*?)\s*\}\}/g, '$1}'),
    );
  }
  return zipSync(files, { level: 6 });
}

export class CarboneRenderer {
  private readonly dir: string;
  private readonly file: string;

  constructor(deck: Uint8Array) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'deckmill-carbone-'));
    this.file = path.join(this.dir, 'template.pptx');
    writeFileSync(this.file, carboneTemplate(deck));
  }

  render(row: object): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      carbone.render(this.file, row, {}, (error, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else if (typeof result === 'string') reject(new Error(`Carbone wrote a file: ${result}`));
        else resolve(result);
      });
    });
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
