import { findPost } from '../blog/posts';
import { NOT_FOUND_META, type PageMeta } from './pageMeta';
import { STATIC_PAGES } from './staticPages';

const BLOG_POST_PATH = /^\/blog\/([a-z0-9-]+)$/;

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isStaticPath(pathname: string): pathname is keyof typeof STATIC_PAGES {
  return Object.hasOwn(STATIC_PAGES, pathname);
}

/** The head tags of whatever page a path shows, including the not-found page. */
export function metaForPath(rawPathname: string): PageMeta {
  const pathname = withoutTrailingSlash(rawPathname);
  if (isStaticPath(pathname)) return STATIC_PAGES[pathname];
  const slug = BLOG_POST_PATH.exec(pathname)?.[1];
  const post = slug ? findPost(slug) : undefined;
  if (post) return { title: post.title, description: post.description, type: 'article' };
  return NOT_FOUND_META;
}
