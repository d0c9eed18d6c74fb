import { describe, expect, it } from 'vitest';
import { documentHead } from './documentHead';

describe('documentHead', () => {
  it('writes the title, description, Open Graph tags and canonical link', () => {
    const head = documentHead(
      { title: 'Pricing', description: 'Plans and prices.', type: 'website' },
      'https://decks.example.com/pricing',
    );
    expect(head).toContain('<title>Pricing | Deckmill</title>');
    expect(head).toContain('<meta name="description" content="Plans and prices." />');
    expect(head).toContain('<meta property="og:title" content="Pricing | Deckmill" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<link rel="canonical" href="https://decks.example.com/pricing" />');
  });

  it('escapes text so a title cannot break out of its tag', () => {
    const head = documentHead(
      { title: 'A "quoted" <b> & co', description: "It's", type: 'article' },
      undefined,
    );
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; co | Deckmill</title>');
    expect(head).toContain('content="It&#39;s"');
    expect(head).not.toContain('canonical');
  });
});
