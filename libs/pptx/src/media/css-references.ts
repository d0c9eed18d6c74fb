const URL_FUNCTION = /url\s*\(\s*(["']?)([^"')]*)\1\s*\)/gi;
const IMPORT_RULE = /@import[^;]*(;|$)/gi;

/**
 * CSS (a `<style>` element, a `style` attribute or a presentation attribute such as `fill`) in which
 * every `url()` that leaves the document becomes `none` and every `@import` is gone. CSS escapes
 * (`\66 ile:`) could hide a URL from any pattern, so CSS holding a backslash is dropped whole, as is CSS
 * in which a `url(` survives that does not point at a `#fragment`.
 */
export function cleanCss(css: string): string {
  if (css.includes('\\')) return '';
  const cleaned = css
    .replace(IMPORT_RULE, '')
    .replace(URL_FUNCTION, (whole, _quote: string, target: string) =>
      // eslint-disable-next-line no-control-regex
      target.replace(/[\u0000-\u0020]/g, '').startsWith('#') ? whole : 'none',
    );
  return onlyFragmentUrls(cleaned) ? cleaned : '';
}

function onlyFragmentUrls(css: string): boolean {
  const opening = /url\s*\(\s*["']?\s*(.)/gi;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    if (match[1] !== '#') return false;
  }
  return !/@import/i.test(css);
}
