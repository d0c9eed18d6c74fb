import { absoluteLink, renderMail, renderMailV1 } from './render-mail';

describe('renderMail', () => {
  it('builds text and HTML with the product name and a link on APP_URL', () => {
    const mail = renderMail(
      {
        template: 'reset-password',
        variables: { name: 'Ada' },
        target: { page: 'reset-password', token: 'abc' },
      },
      'https://deckmill.example',
    );
    expect(mail.subject).toBe('Reset your password | Deckmill');
    expect(mail.link).toBe('https://deckmill.example/users/password/edit?reset_password_token=abc');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(
      'href="https://deckmill.example/users/password/edit?reset_password_token=abc"',
    );
  });

  it('escapes variables in the HTML part', () => {
    const mail = renderMail(
      {
        template: 'team-invitation',
        variables: { teamName: '<script>x</script>' },
        target: { page: 'team-invitation', token: 't', signUp: false },
      },
      'http://localhost:3000',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('says who viewed which deck, for how long and how far, linking to the presentation', () => {
    const mail = renderMail(
      {
        template: 'deck-viewed',
        variables: {
          name: 'Grace',
          who: 'ada@northwind.com',
          deckName: 'offer-northwind',
          fileName: 'offer-northwind.pptx',
          batchName: 'Q4 offers',
          duration: '4 min',
          reach: ', up to slide 7 of 10',
        },
        target: { page: 'batch', batchId: 'b1' },
      },
      'https://deckmill.example',
    );
    expect(mail.subject).toBe("ada@northwind.com viewed your deck 'offer-northwind' (4 min) | Deckmill");
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain(
      'ada@northwind.com viewed offer-northwind.pptx from Q4 offers for 4 min, up to slide 7 of 10.',
    );
    expect(mail.link).toBe('https://deckmill.example/app/presentations/b1');
    expect(mail.html).toContain('href="https://deckmill.example/app/presentations/b1"');
  });

  it("links to the template's own page when the job names none", () => {
    const mail = renderMail({ template: 'batch-completed', variables: {} }, 'https://deckmill.example');
    expect(mail.link).toBe('https://deckmill.example/app/presentations');
    expect(renderMail({ template: 'contact-message', variables: {} }, 'https://deckmill.example').link).toBe(
      undefined,
    );
  });

  it('renders a version 1 job by its path variable, which is not shown as text', () => {
    const job = {
      template: 'batch-completed' as const,
      variables: { name: 'Ada', count: '2', path: '/app/presentations/b1' },
    };
    const mail = renderMailV1(job, 'https://deckmill.example');
    const current = renderMail(
      {
        template: 'batch-completed',
        variables: { name: 'Ada', count: '2' },
        target: { page: 'batch', batchId: 'b1' },
      },
      'https://deckmill.example',
    );
    expect(mail).toEqual(current);
    expect(mail.link).toBe('https://deckmill.example/app/presentations/b1');
    expect(renderMailV1({ template: 'reset-password', variables: {} }, 'https://x.example').link).toBe(
      'https://x.example/users/password/new',
    );
    expect(() =>
      renderMailV1(
        { template: 'reset-password', variables: { path: '//evil.example' } },
        'https://x.example',
      ),
    ).toThrow();
  });

  it('refuses links that leave the site', () => {
    expect(() => absoluteLink('https://deckmill.example', '//evil.example/x')).toThrow();
    expect(() => absoluteLink('https://deckmill.example', 'https://evil.example')).toThrow();
  });
});
