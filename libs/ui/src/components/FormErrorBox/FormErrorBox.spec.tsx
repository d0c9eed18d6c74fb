import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorBox } from './FormErrorBox';

describe('FormErrorBox', () => {
  it('announces the general error in a red box', () => {
    render(<FormErrorBox message="Invalid email or password." />);
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('Invalid email or password.');
    expect(box).toHaveAttribute('data-tone', 'red');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FormErrorBox message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
