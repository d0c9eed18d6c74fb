import { render, screen } from '@testing-library/react';
import { PageSkeleton, Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws one block per line, hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />);
    const group = container.firstElementChild;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(group?.children).toHaveLength(3);
  });
});

describe('PageSkeleton', () => {
  it('is a status that names what is loading', () => {
    render(<PageSkeleton label="Loading templates..." variant="cards" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading templates...');
  });
});
