import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter';
import { BLOG_POSTS, findPost } from './posts';

describe('blog posts', () => {
  it('loads at least three articles from content/blog, newest first', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    const dates = BLOG_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every article a URL-safe slug, a title, a description, a date and a body', () => {
    for (const post of BLOG_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.description.length).toBeGreaterThan(40);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.body.split(/\s+/).length).toBeGreaterThan(300);
    }
  });

  it('finds an article by slug', () => {
    const [first] = BLOG_POSTS;
    expect(first && findPost(first.slug)).toBe(first);
    expect(findPost('no-such-article')).toBeUndefined();
  });
});

describe('parseFrontMatter', () => {
  it('reads key: value lines and strips quotes around values with colons', () => {
    expect(parseFrontMatter('---\ntitle: "A: B"\ndate: 2026-01-02\n---\nBody')).toEqual({
      attributes: { title: 'A: B', date: '2026-01-02' },
      body: 'Body',
    });
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('Just text')).toEqual({ attributes: {}, body: 'Just text' });
  });
});
