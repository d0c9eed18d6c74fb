import { attachesFiles, deckMailBody, isPermanentRefusal, smtpAnswer, viewUrl } from './deck-mail';

describe('deck mail', () => {
  it('attaches files that fit under the limit together, links them otherwise', () => {
    const files = [
      { key: 'a', fileName: 'a.pdf', sizeBytes: 6 },
      { key: 'b', fileName: 'b.pptx', sizeBytes: 5 },
    ];
    expect(attachesFiles(files, 11)).toBe(true);
    expect(attachesFiles(files, 10)).toBe(false);
  });

  it("escapes the row's text in the HTML part and keeps paragraphs and line breaks", () => {
    const body = deckMailBody('Hello <b>Ada</b> & co,\nline two\n\nBye', []);
    expect(body.text).toBe('Hello <b>Ada</b> & co,\nline two\n\nBye');
    expect(body.html).toContain('<p>Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co,<br>line two</p>');
    expect(body.html).toContain('<p>Bye</p>');
  });

  it('lists signed links under the text when the files are too large to attach', () => {
    const body = deckMailBody('Hi', [{ fileName: 'Acme.pptx', url: 'https://s3.example/x?sig=1&b=2' }]);
    expect(body.text).toBe(
      'Hi\n\nDownload (link valid for 7 days):\nAcme.pptx: https://s3.example/x?sig=1&b=2',
    );
    expect(body.html).toContain('<a href="https://s3.example/x?sig=1&amp;b=2">Acme.pptx</a>');
  });

  it('shows the row\'s personal link as a "View your presentation" button, in text and HTML', () => {
    const url = viewUrl('https://app.example/', 'T'.repeat(43));
    expect(url).toBe(`https://app.example/d/${'T'.repeat(43)}`);
    const body = deckMailBody('Hi', [], url);
    expect(body.text).toBe(`Hi\n\nView your presentation: ${url}`);
    expect(body.html).toMatch(new RegExp(`<a href="${url}"[^>]*>View your presentation</a>`));
  });

  it("keeps the SMTP server's answer and tells a 5xx refusal from a passing failure", () => {
    const refused = Object.assign(new Error("Can't send mail"), {
      response: '550 5.1.1 <x@example.com>: Recipient address rejected',
      responseCode: 550,
    });
    expect(smtpAnswer(refused)).toBe('550 5.1.1 <x@example.com>: Recipient address rejected');
    expect(isPermanentRefusal(refused)).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error('busy'), { responseCode: 451 }))).toBe(false);
    expect(smtpAnswer(new Error('connect ECONNREFUSED'))).toBe('connect ECONNREFUSED');
  });
});
