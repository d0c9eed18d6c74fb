import { absoluteLink, renderMail } from './render-mail';

describe('renderMail', () => {
  it('builds text and HTML with the product name and a link on APP_URL', () => {
    const mail = renderMail(
      {
        template: 'reset-password',
        variables: { name: 'Ada', path: '/users/password/edit?reset_password_token=abc' },
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
      { template: 'team-invitation', variables: { teamName: '<script>x</script>', path: '/app/teams' } },
      'http://localhost:3000',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses links that leave the site', () => {
    expect(() => absoluteLink('https://deckmill.example', '//evil.example/x')).toThrow();
    expect(() => absoluteLink('https://deckmill.example', 'https://evil.example')).toThrow();
  });
});
