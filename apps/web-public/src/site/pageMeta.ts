import { SITE_NAME } from './siteConfig';

export interface PageMeta {
  /** The page's own title; the document title adds the site name. */
  title: string;
  description: string;
  type: 'website' | 'article';
}

export function documentTitle(meta: PageMeta): string {
  return meta.title === SITE_NAME ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Head back to the Deckmill home page.',
  type: 'website',
};
