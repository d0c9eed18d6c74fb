import { slidesInOrder } from './slide-files';

describe('slidesInOrder', () => {
  it('orders padded page numbers numerically and ignores other files', () => {
    expect(
      slidesInOrder('/w', ['slide-10.png', 'slide-02.png', 'profile', 'slide-01.png', 'slide-1.pdf']),
    ).toEqual(['/w/slide-01.png', '/w/slide-02.png', '/w/slide-10.png']);
  });

  it('answers nothing for an empty directory', () => {
    expect(slidesInOrder('/w', [])).toEqual([]);
  });
});
