import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('labels its input', () => {
    render(<TextInput label="Email" name="email" type="email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows server errors beneath the field in red and links them to the input', () => {
    render(<TextInput label="Team Name" name="name" error={["can't be blank", 'is too short']} />);
    const input = screen.getByLabelText('Team Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("can't be blank is too short");
    expect(screen.getByText("can't be blank")).toHaveAttribute('data-tone', 'red');
  });

  it('sets a key or secret in the monospace face, keeping the field’s own class', () => {
    render(
      <>
        <TextInput label="Name" name="name" />
        <TextInput label="Your API key" name="token" readOnly monospace value="dm_l1I0O" />
      </>,
    );
    const plain = screen.getByLabelText('Name');
    const key = screen.getByLabelText('Your API key');
    expect([...key.classList]).toEqual([...plain.classList, expect.stringMatching(/monospace/)]);
  });
});
