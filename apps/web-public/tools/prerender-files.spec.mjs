import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsOf } from './asset-sizes.mjs';
import { fillTemplate, htmlFileFor, robotsTxt, sitemapXml } from './prerender-files.mjs';

describe('prerender files', () => {
  it('writes each route to its own index.html', () => {
    expect(htmlFileFor('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFileFor('/out', '/solutions/agencies')).toBe(
      path.join('/out', 'solutions', 'agencies', 'index.html'),
    );
  });

  it('fills the head and root placeholders of the client template', () => {
    const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';
    expect(fillTemplate(template, { head: '<title>T</title>', html: '<main>M</main>' })).toBe(
      '<head><title>T</title></head><div id="root"><main>M</main></div>',
    );
  });

  it('lists absolute URLs in the sitemap', () => {
    const xml = sitemapXml('https://decks.example.com', ['/', '/pricing'], '2026-11-21');
    expect(xml).toContain('<loc>https://decks.example.com/</loc><lastmod>2026-11-21</lastmod>');
    expect(xml).toContain('<loc>https://decks.example.com/pricing</loc>');
  });

  it('keeps crawlers out of the app and API and points them at the sitemap', () => {
    const robots = robotsTxt('https://decks.example.com');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Sitemap: https://decks.example.com/sitemap.xml');
  });

  it('finds the scripts and stylesheets a page loads', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">' +
      '<link rel="icon" href="data:image/svg+xml,x">';
    expect(assetsOf(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js', '/assets/index-c.css']);
  });
});
