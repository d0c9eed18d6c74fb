import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { ContactForm } from './ContactForm';

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Priya Shah');
  await userEvent.type(screen.getByLabelText('Work email'), 'priya@example.com');
  await userEvent.type(screen.getByLabelText(/Company/), 'Northwind Dental');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'demo');
  await userEvent.type(screen.getByLabelText('Message'), 'We send 200 client reviews a quarter.');
}

describe('ContactForm', () => {
  beforeEach(() => {
    document.cookie = 'dm_csrf=csrf-token-123';
  });

  afterEach(() => {
    document.cookie = 'dm_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows inline errors and sends nothing when required fields are empty', async () => {
    const requests = stubFetch({});
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('rejects an invalid email address on the client', async () => {
    const requests = stubFetch({});
    render(<ContactForm />);
    await fillValidForm();
    await userEvent.clear(screen.getByLabelText('Work email'));
    await userEvent.type(screen.getByLabelText('Work email'), 'priya-at-example');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('posts the message as JSON with the CSRF header and shows a success message', async () => {
    const requests = stubFetch({ '/api/contact': () => ({ status: 201, body: { ok: true } }) });
    render(<ContactForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/Thank you/);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/contact',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'csrf-token-123' },
      body: {
        name: 'Priya Shah',
        email: 'priya@example.com',
        company: 'Northwind Dental',
        topic: 'demo',
        message: 'We send 200 client reviews a quarter.',
        website: '',
      },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the honeypot out of sight and out of the tab order, and sends what a bot typed into it', async () => {
    const requests = stubFetch({ '/api/contact': () => ({ status: 201 }) });
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('honeypot field missing');

    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fillValidForm();
    await userEvent.type(honeypot, 'http://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await screen.findByRole('status');
    expect(requests[0]?.body).toMatchObject({ website: 'http://spam.example' });
  });

  it('shows the server validation errors inline with the general message', async () => {
    stubFetch({
      '/api/contact': () => ({
        status: 422,
        body: {
          errors: { email: ['Email domain does not accept mail'] },
          error: 'Email domain does not accept mail',
        },
      }),
    });
    render(<ContactForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email domain does not accept mail');
    expect(screen.getByLabelText('Work email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      'Email domain does not accept mail',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the rate-limit message the server sends', async () => {
    stubFetch({
      '/api/contact': () => ({
        status: 429,
        body: { errors: {}, error: 'Too many messages. Try again later.' },
      }),
    });
    render(<ContactForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again later.');
  });
});
