import { describe, expect, it } from 'vitest';
import { withoutPictures } from './usePreflight';

describe('withoutPictures', () => {
  it('drops the images archive and asks the server to leave pictures out, keeping everything else', () => {
    const form = new FormData();
    form.append('presentation[template_id]', '7');
    form.append('presentation[csv_file]', new Blob(['a\n1\n']), 'data.csv');
    form.append('presentation[images_file]', new Blob(['zip']), 'logos.zip');
    const sent = withoutPictures(form);
    expect(sent.has('presentation[images_file]')).toBe(false);
    expect(sent.get('presentation[check_pictures]')).toBe('false');
    expect(sent.get('presentation[template_id]')).toBe('7');
    expect(sent.has('presentation[csv_file]')).toBe(true);
    expect(form.has('presentation[images_file]')).toBe(true);
  });
});
