import { describe, expect, it } from 'vitest';
import { prerenderPaths, renderPage } from './entry-server';
import { describeLink, EVERY_PAGE_LINKS, PAGE_LINKS, satisfies, type SpecLink } from './test/specLinks';

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('prerender', () => {
  it('lists every public route of the spec and every blog article', () => {
    const paths = prerenderPaths();
    for (const path of [
      '/',
      '/how-it-works',
      '/pricing',
      '/about',
      '/privacy',
      '/terms',
      '/security',
      '/blog',
      '/contact',
      '/docs/api',
      '/solutions/agencies',
      '/solutions/financial-services',
      '/solutions/franchises',
      '/solutions/hr-departments',
      '/solutions/sales-teams',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(prerenderPaths())('renders %s with its own title, one h1 and headings in order', (path) => {
    const page = renderPage(path, 'https://decks.example.com');
    expect(page.notFound).toBe(false);
    expect(page.head).toMatch(/<title>[^<]+ \| Deckmill<\/title>|<title>Deckmill<\/title>/);
    expect(page.head).toContain('<meta name="description"');
    expect(page.head).toContain('<meta property="og:title"');
    expect(page.head).toContain(
      `<link rel="canonical" href="https://decks.example.com${path === '/' ? '/' : path}"`,
    );

    const document = parse(page.html);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('main')).not.toBeNull();
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((heading) =>
      Number(heading.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('renders the not-found page for unknown paths', () => {
    const page = renderPage('/no-such-page', undefined);
    expect(page.notFound).toBe(true);
    expect(page.head).toContain('<title>Page not found | Deckmill</title>');
    expect(page.head).not.toContain('canonical');
  });

  function missingLinks(root: ParentNode, required: readonly SpecLink[]): string[] {
    const anchors = [...root.querySelectorAll('a')];
    return required
      .filter((link) =>
        anchors.every((anchor) => !satisfies(link, anchor.textContent ?? '', anchor.getAttribute('href'))),
      )
      .map(describeLink);
  }

  it.each(Object.entries(PAGE_LINKS))('gives %s the links the spec lists', (path, required) => {
    const main = parse(renderPage(path, undefined).html).querySelector('main');
    expect(main && missingLinks(main, required)).toEqual([]);
  });

  it.each(prerenderPaths())('gives %s the top bar and footer links of every page', (path) => {
    const document = parse(renderPage(path, undefined).html);
    const header = document.querySelector('header');
    const footer = document.querySelector('footer');
    expect(header && missingLinks(header, EVERY_PAGE_LINKS.header)).toEqual([]);
    expect(footer && missingLinks(footer, EVERY_PAGE_LINKS.footer)).toEqual([]);
  });

  it('claims the HR time saving in the words of the spec', () => {
    const document = parse(renderPage('/solutions/hr-departments', undefined).html);
    expect(document.body.textContent).toContain('53 hours a month down to 5, with 48 saved');
  });

  it('gives the home hero its spec texts', () => {
    const document = parse(renderPage('/', undefined).html);
    expect(document.body.textContent).toContain('No credit card required');
    expect(document.body.textContent).toContain('10 free presentations/month');
  });
});
