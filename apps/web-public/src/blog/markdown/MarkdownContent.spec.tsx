import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/renderAt';
import { MarkdownContent } from './MarkdownContent';

describe('MarkdownContent', () => {
  it('renders raw HTML in the Markdown as visible text, never as elements', () => {
    const { container } = renderAt(
      <MarkdownContent markdown={'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });

  it('renders site links, outside links and headings', () => {
    renderAt(
      <MarkdownContent
        markdown={'## Next steps\n\nSee [pricing](/pricing) or [the spec](https://example.com).'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Next steps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'the spec' })).toHaveAttribute('href', 'https://example.com');
  });
});
