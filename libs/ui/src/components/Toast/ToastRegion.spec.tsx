import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, MAX_VISIBLE_TOASTS, showToast, TOAST_TIMEOUT_MS } from './toastQueue';

function renderRegion() {
  const queue = createToastQueue();
  render(
    <>
      <button type="button">Save</button>
      <ToastRegion queue={queue} />
    </>,
  );
  return queue;
}

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a success politely, without taking focus, and closes it after 5 s', () => {
    const queue = renderRegion();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => void showToast(queue, { tone: 'success', message: 'Profile saved.' }));

    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Profile saved.');
    expect(save).toHaveFocus();

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100));
    expect(screen.getByText('Profile saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
  });

  it('pauses the timer while a toast has focus (F6 or Tab into the region)', () => {
    const queue = renderRegion();
    act(() => void showToast(queue, { tone: 'info', message: 'Export started.' }));
    act(() => screen.getByRole('alertdialog').focus());
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2));
    expect(screen.getByText('Export started.')).toBeInTheDocument();
  });

  it('keeps an error until it is dismissed, as an alert', () => {
    const queue = renderRegion();
    act(() => void showToast(queue, { tone: 'error', message: 'Could not save the profile.' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not save the profile.');
    expect(alert.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 4));
    expect(screen.getByText('Could not save the profile.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Could not save the profile.')).not.toBeInTheDocument();
  });

  it('shows at most three at a time', () => {
    const queue = renderRegion();
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast(queue, { tone: 'error', message: `Failure ${n}.` });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(MAX_VISIBLE_TOASTS);
  });
});
