import { findImageTag, wholeImageTag } from './image-tag';

describe('picture tags', () => {
  it('reads a name, a path and the fit', () => {
    expect(wholeImageTag(' {{%Logo}} ')).toMatchObject({
      name: 'Logo',
      key: 'logo',
      path: ['logo'],
      fit: 'contain',
    });
    expect(wholeImageTag('{{% rep.Photo | cover }}')).toMatchObject({
      name: 'rep',
      pathText: 'rep.Photo',
      path: ['rep', 'photo'],
      fit: 'cover',
      filters: ['cover'],
    });
  });

  it('is whole only when nothing else is in the text', () => {
    expect(wholeImageTag('Logo: {{%logo}}')).toBeUndefined();
    expect(findImageTag('Logo: {{%logo}}')).toMatchObject({ start: 6, end: 15 });
  });

  it('reports unknown filters and missing names as the language does', () => {
    expect(wholeImageTag('{{%logo | upper}}')?.error).toBe(
      'unknown filter "upper" (a picture takes "contain" or "cover")',
    );
    expect(wholeImageTag('{{% | cover}}')?.error).toMatch(/needs a name/);
    expect(wholeImageTag('{{%logo | cover | contain}}')?.error).toMatch(/one fit/);
  });

  it('reads an alt text, quoted or not, and lists it for inspect', () => {
    expect(wholeImageTag('{{%logo | alt:"Company | logo" | cover}}')).toMatchObject({
      fit: 'cover',
      alt: 'Company | logo',
      filters: ['alt:"Company | logo"', 'cover'],
    });
    expect(wholeImageTag("{{%logo | ALT: 'Logo' }}")?.alt).toBe('Logo');
    expect(wholeImageTag('{{%logo | alt: Our logo }}')?.alt).toBe('Our logo');
    expect(wholeImageTag('{{%logo}}')?.alt).toBeUndefined();
  });

  it('refuses an alt option without text, or two of them', () => {
    for (const tag of ['{{%logo | alt}}', '{{%logo | alt:""}}', '{{%logo | alt: }}']) {
      expect(wholeImageTag(tag)?.error).toBe('the option "alt" needs a text, like alt:"Company logo"');
    }
    expect(wholeImageTag('{{%logo | alt:a | alt:b}}')?.error).toBe('a picture takes one alt text');
  });

  it("refuses a quote that takes in the options after it, and takes one that ends the tag's options", () => {
    const unclosed = `an alt text with a quote in it goes in double quotes, like alt:"Bob's logo"`;
    expect(wholeImageTag("{{%logo | alt:Bob's logo | cover}}")?.error).toBe(unclosed);
    expect(wholeImageTag('{{%logo | alt:"Company logo | cover}}')?.error).toBe(unclosed);
    expect(wholeImageTag(`{{%logo | cover | alt:"Bob's logo"}}`)).toMatchObject({
      alt: "Bob's logo",
      fit: 'cover',
    });
    expect(wholeImageTag("{{%logo | cover | alt:Bob's logo}}")?.alt).toBe("Bob's logo");
  });
});
