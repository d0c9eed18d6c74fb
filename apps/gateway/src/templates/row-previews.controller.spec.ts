import { rowPreviewResponse } from './row-previews.controller';

const HASH = 'b'.repeat(64);

describe('rowPreviewResponse', () => {
  it("links each slide to the gateway's own route, by template, hash and number", () => {
    const answer = rowPreviewResponse(12, {
      status: 'ready',
      hash: HASH,
      cached: true,
      slides: [
        { slide: 1, width: 640, height: 360 },
        { slide: 2, width: 640, height: 480 },
      ],
      notes: ['The picture for "logo" was kept.'],
    });
    expect(answer).toEqual({
      status: 'ready',
      cached: true,
      slides: [
        { url: `/api/app/templates/12/row_previews/${HASH}/1`, width: 640, height: 360 },
        { url: `/api/app/templates/12/row_previews/${HASH}/2`, width: 640, height: 480 },
      ],
      notes: ['The picture for "logo" was kept.'],
    });
  });

  it('says plainly that previews need LibreOffice, and how to install it on Debian and macOS', () => {
    const answer = rowPreviewResponse(12, { status: 'unavailable' });
    expect(answer).toMatchObject({
      status: 'unavailable',
      reason: 'Previews need LibreOffice on the server.',
    });
    const hint = answer.status === 'unavailable' ? answer.install_hint : '';
    expect(hint).toContain('apt-get install libreoffice-impress poppler-utils');
    expect(hint).toContain('brew install --cask libreoffice');
    expect(hint).toContain('brew install poppler');
  });
});
