// Pure helpers of the prerender step: where each route's HTML goes and the crawler files.
import path from 'node:path';

/** '/' -> index.html, '/pricing' -> pricing/index.html */
export function htmlFileFor(outDir, routePath) {
  return path.join(outDir, ...routePath.split('/').filter(Boolean), 'index.html');
}

/** Fills the client build's index.html with a rendered page. */
export function fillTemplate(template, { head, html }) {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl, routePaths, lastModified) {
  const urls = routePaths
    .map((routePath) => {
      const loc = escapeXml(new URL(routePath, siteUrl).href);
      return `  <url><loc>${loc}</loc><lastmod>${lastModified}</lastmod></url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl) {
  // The app, the admin panel and the API are not for search engines.
  const privatePaths = ['/api/', '/app/', '/admin/', '/dashboard', '/settings/', '/users/'];
  const rules = privatePaths.map((privatePath) => `Disallow: ${privatePath}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
