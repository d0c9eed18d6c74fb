import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { BLOG_POSTS } from './blog/posts';
import { documentHead } from './site/documentHead';
import { metaForPath } from './site/metaForPath';
import { NOT_FOUND_META } from './site/pageMeta';
import { STATIC_PATHS } from './site/staticPages';

/** Every path the build writes as `<path>/index.html`. */
export function prerenderPaths(): string[] {
  return [...STATIC_PATHS, ...BLOG_POSTS.map((post) => `/blog/${post.slug}`)];
}

export interface RenderedPage {
  head: string;
  html: string;
  notFound: boolean;
}

/** Renders one path to HTML for the prerender script (build.mjs). */
export function renderPage(path: string, siteUrl: string | undefined): RenderedPage {
  const meta = metaForPath(path);
  const notFound = meta === NOT_FOUND_META;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const absoluteUrl = siteUrl && !notFound ? new URL(path, siteUrl).href : undefined;
  return { head: documentHead(meta, absoluteUrl), html, notFound };
}
