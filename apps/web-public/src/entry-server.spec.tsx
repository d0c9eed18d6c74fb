import { describe, expect, it } from 'vitest';
import { prerenderPaths, renderPage } from './entry-server';

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

  // Spec 2.1: every link and label each solution page must carry.
  const SOLUTION_LINKS: Record<string, string[]> = {
    '/solutions/agencies': ['Start Free Trial -> /users/sign_up', 'Book an Agency Demo -> /contact'],
    '/solutions/financial-services': [
      'Request Demo -> /users/sign_up',
      'Compliance Information -> /contact',
      'Schedule Enterprise Demo -> /contact',
      'View Security Details -> /security',
    ],
    '/solutions/franchises': ['Start Free Trial -> /users/sign_up', 'See Franchise Demo -> /contact'],
    '/solutions/hr-departments': [
      'Start Free Trial -> /users/sign_up',
      'See HR Demo -> /contact',
      'Request HR Demo -> /contact',
    ],
    '/solutions/sales-teams': [
      'Start Closing More Deals -> /users/sign_up',
      'Start Free Trial -> /users/sign_up',
      'Watch Demo -> /contact',
      'Talk to Sales -> /contact',
    ],
  };

  it.each(Object.entries(SOLUTION_LINKS))('gives %s the links the spec lists', (path, expected) => {
    const document = parse(renderPage(path, undefined).html);
    const links = [...document.querySelectorAll('main a')].map(
      (link) => `${link.textContent} -> ${link.getAttribute('href')}`,
    );
    expect(links).toEqual(expect.arrayContaining(expected));
  });

  it('claims the HR time saving in the words of the spec', () => {
    const document = parse(renderPage('/solutions/hr-departments', undefined).html);
    expect(document.body.textContent).toContain('53 hours a month down to 5, with 48 saved');
  });

  it('gives the home hero its spec links and texts', () => {
    const document = parse(renderPage('/', undefined).html);
    const links = [...document.querySelectorAll('main a')].map(
      (link) => `${link.textContent} -> ${link.getAttribute('href')}`,
    );
    expect(links).toEqual(
      expect.arrayContaining(['Start Free -> /users/sign_up', 'See How It Works -> /how-it-works']),
    );
    expect(document.body.textContent).toContain('No credit card required');
    expect(document.body.textContent).toContain('10 free presentations/month');
    for (const solution of Object.keys(SOLUTION_LINKS)) {
      expect(document.querySelector(`main a[href="${solution}"]`)).not.toBeNull();
    }
  });
});
