import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline } from './parseInline';

describe('parseInline', () => {
  it('parses strong, emphasis, code and links', () => {
    expect(parseInline('A **bold** and *soft* `{{name}}` [link](/pricing).')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'soft' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: '{{name}}' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/pricing', children: [{ kind: 'text', text: 'link' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves underscores inside words alone', () => {
    expect(parseInline('the client_name_field column')).toEqual([
      { kind: 'text', text: 'the client_name_field column' },
    ]);
  });

  it('turns links with unsafe schemes into plain text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'click' },
      { kind: 'text', text: ')' },
    ]);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeHref('//evil.example/path')).toBe(false);
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('mailto:sales@deckmill.com')).toBe(true);
    expect(isSafeHref('/blog')).toBe(true);
  });
});
