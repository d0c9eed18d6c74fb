import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TemplateThumbnail } from './TemplateThumbnail';

describe('TemplateThumbnail', () => {
  it('shows the first slide’s preview, hidden from screen readers (the name is beside it)', () => {
    const { container } = render(<TemplateThumbnail url="/p/1.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/p/1.png');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a neutral frame until previews are drawn', () => {
    const { container } = render(<TemplateThumbnail url={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
