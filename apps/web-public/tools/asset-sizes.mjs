// Measures what each prerendered page loads: its scripts (entry and module preloads) and stylesheets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ASSET_REFERENCE = /<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+\.(?:js|css))"/g;

export function assetsOf(html) {
  return [...new Set([...html.matchAll(ASSET_REFERENCE)].map((match) => match[1]))];
}

function sizeOf(outDir, assetPath) {
  const content = fs.readFileSync(path.join(outDir, assetPath));
  return { raw: content.length, gzip: zlib.gzipSync(content).length };
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** One line per page: JS and CSS, raw and gzipped. */
export function reportPageSizes(outDir, pages) {
  const lines = pages.map(({ routePath, html }) => {
    const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
    for (const asset of assetsOf(html)) {
      const size = sizeOf(outDir, asset);
      const bucket = asset.endsWith('.css') ? totals.css : totals.js;
      bucket.raw += size.raw;
      bucket.gzip += size.gzip;
    }
    const js = `JS ${kilobytes(totals.js.raw)} (gzip ${kilobytes(totals.js.gzip)})`;
    const css = `CSS ${kilobytes(totals.css.raw)} (gzip ${kilobytes(totals.css.gzip)})`;
    return `  ${routePath.padEnd(34)} ${js.padEnd(34)} ${css}`;
  });
  return ['Page sizes (what each public page loads):', ...lines].join('\n');
}
