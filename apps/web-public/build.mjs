// Builds the public site in one command: `node apps/web-public/build.mjs`.
// 1. the client bundle (Vite) into dist/web/web-public, refusing any app or admin module,
// 2. a server bundle of src/entry-server.tsx into a temporary folder,
// 3. every public route prerendered to <route>/index.html, plus 404.html, routes.json, sitemap.xml and
//    robots.txt, and each page's JavaScript and CSS size printed.
// APP_URL (default http://localhost:3000) is the public origin used in canonical links and the sitemap.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { reportPageSizes } from './tools/asset-sizes.mjs';
import { publicOnlyGuard } from './tools/public-only-guard.mjs';
import { fillTemplate, htmlFileFor, robotsTxt, sitemapXml } from './tools/prerender-files.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(appDir, '../..');
const outDir = path.join(repoRoot, 'dist/web/web-public');
const serverOutDir = path.join(repoRoot, 'tmp/web-public-prerender');
const configFile = path.join(appDir, 'vite.config.ts');
const siteUrl = process.env.APP_URL || 'http://localhost:3000';

// The root package.json is CommonJS; Vite bundles the TypeScript config as it should, so its notice about a
// future native config loader is only noise here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

// One date for both bundles, so 'Last updated' hydrates over the same text the HTML has.
const buildDate = new Date().toISOString().slice(0, 10);
process.env.VITE_BUILD_DATE = buildDate;

async function buildBundles() {
  await build({ configFile, logLevel: 'warn', plugins: [publicOnlyGuard()] });
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: path.join(appDir, 'src/entry-server.tsx'),
      outDir: serverOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
}

function writeFile(filePath, content) {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  fs.writeFileSync(filePath, content);
}

async function prerender() {
  const server = await import(pathToFileURL(path.join(serverOutDir, 'entry-server.mjs')).href);
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const routePaths = server.prerenderPaths();
  const pages = routePaths.map((routePath) => {
    const page = server.renderPage(routePath, siteUrl);
    if (page.notFound) throw new Error(`Prerendering ${routePath} produced the not-found page`);
    const html = fillTemplate(template, page);
    writeFile(htmlFileFor(outDir, routePath), html);
    return { routePath, html };
  });
  const notFound = fillTemplate(template, server.renderPage('/404', undefined));
  writeFile(path.join(outDir, '404.html'), notFound);
  writeFile(path.join(outDir, 'routes.json'), `${JSON.stringify(routePaths, null, 2)}\n`);
  writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, routePaths, buildDate));
  writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  return [...pages, { routePath: '404.html', html: notFound }];
}

await buildBundles();
const pages = await prerender();
fs.rmSync(serverOutDir, { recursive: true, force: true });
console.log(`Prerendered ${pages.length - 1} routes and 404.html into ${path.relative(repoRoot, outDir)}`);
console.log(reportPageSizes(outDir, pages));
