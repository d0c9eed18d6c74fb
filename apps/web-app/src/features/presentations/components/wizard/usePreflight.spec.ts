import { describe, expect, it } from 'vitest';
import { preflightFormData, type PreflightRequest } from '@deckmill/api-contracts';
import { withoutPictures } from './usePreflight';

describe('withoutPictures', () => {
  it('drops the images archive and asks the server to leave pictures out, keeping everything else', () => {
    const csv = new File(['a\n1\n'], 'data.csv');
    const request: PreflightRequest = {
      template_id: 7,
      csv_file: csv,
      images_file: new File(['zip'], 'logos.zip'),
    };
    const sent = preflightFormData(withoutPictures(request));
    expect(sent.has('presentation[images_file]')).toBe(false);
    expect(sent.get('presentation[check_pictures]')).toBe('false');
    expect(sent.get('presentation[template_id]')).toBe('7');
    expect(sent.has('presentation[csv_file]')).toBe(true);
    expect(request.images_file).toBeDefined();
  });
});
