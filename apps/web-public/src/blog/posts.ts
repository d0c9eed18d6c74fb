import { parseFrontMatter } from './frontMatter';

export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  body: string;
}

// The articles are Markdown files in apps/web-public/content/blog, bundled as text at build time.
const sources = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function slugFromPath(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/, '');
}

function toPost(path: string, source: string): BlogPost {
  const { attributes, body } = parseFrontMatter(source);
  const slug = slugFromPath(path);
  const required = (key: string): string => {
    const value = attributes[key];
    if (!value) throw new Error(`Blog post ${slug} has no "${key}" in its front matter`);
    return value;
  };
  return {
    slug,
    title: required('title'),
    description: required('description'),
    date: required('date'),
    author: required('author'),
    body,
  };
}

/** Every article, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = Object.entries(sources)
  .map(([path, source]) => toPost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date));

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
