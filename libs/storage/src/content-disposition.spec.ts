import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives a plain name as is', () => {
    expect(attachmentDisposition('deck.pptx')).toBe(
      `attachment; filename="deck.pptx"; filename*=UTF-8''deck.pptx`,
    );
  });

  it('gives non-ASCII names an ASCII fallback and an exact UTF-8 form', () => {
    expect(attachmentDisposition('Zoë (Q3).pptx')).toBe(
      `attachment; filename="Zo_ (Q3).pptx"; filename*=UTF-8''Zo%C3%AB%20%28Q3%29.pptx`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pptx');
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x.pptx"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x.pptx`,
    );
  });
});
