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

  it("stands in for a form's fields and its button", () => {
    const { container } = render(<PageSkeleton label="Loading your profile..." variant="form" fields={3} />);
    const form = screen.getByRole('status').lastElementChild;
    expect(form).toHaveAttribute('aria-hidden', 'true');
    // Three fields, then the button.
    expect(form?.children).toHaveLength(4);
    expect(container).toHaveTextContent('Loading your profile...');
  });

  it("draws a page's own shape when given one, still hidden from assistive technology", () => {
    render(
      <PageSkeleton label="Loading dashboard...">
        <Skeleton width="10rem" />
      </PageSkeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading dashboard...');
    const shape = status.lastElementChild;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape?.querySelectorAll('span[style]')).toHaveLength(1);
  });
});
