import { useEffect } from 'react';
import { documentTitle, type PageMeta } from './pageMeta';

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/** Keeps the title, description and Open Graph tags right after a client-side navigation. */
export function usePageMeta(meta: PageMeta, pathname: string): void {
  useEffect(() => {
    const url = `${window.location.origin}${pathname}`;
    setMetaContent('meta[property="og:url"]', url);
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
    const title = documentTitle(meta);
    document.title = title;
    setMetaContent('meta[name="description"]', meta.description);
    setMetaContent('meta[property="og:title"]', title);
    setMetaContent('meta[property="og:description"]', meta.description);
    setMetaContent('meta[property="og:type"]', meta.type);
  }, [meta, pathname]);
}
