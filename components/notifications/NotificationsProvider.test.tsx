import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { NotifyInput } from '@/flows/notifications/notifications.machine';
import { NotificationCentre } from './NotificationCentre';
import { NotificationsProvider, useNotify } from './NotificationsProvider';
import { notificationLabels } from './notification-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { countries } from '@/config/countries/registry';

// The real English strings, as the layout will pass them.
const labels = notificationLabels(getTranslator(countries.get('SG')!, 'en'));
const LIFETIME = 3000 + 2 * 300;

/** A client component of the page: one button that notifies. */
function Notifier({ item, name = 'Notify' }: { item: NotifyInput; name?: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(item)}>
      {name}
    </button>
  );
}

const page = (items: NotifyInput[], max?: number) =>
  render(
    <NotificationCentre labels={labels} max={max}>
      {items.map((item, i) => (
        <Notifier key={i} item={item} name={`Notify ${i + 1}`} />
      ))}
    </NotificationCentre>,
  );
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('notify shows a toast with its type named for screen readers', () => {
    page([{ title: 'Promo code added', text: 'SPRING10 saves 10%', type: 'success' }]);
    press('Notify 1');
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('Success: Promo code addedSPRING10 saves 10%');
    expect(within(toast).getByText('Success:', { exact: false }).className).toBe('visually-hidden');
    expect(toast.closest('.toast')?.className).toBe('toast toast--success');
    expect(toast.closest('.toast')?.querySelector('svg')).not.toBeNull();
  });

  it('errors and warnings are alerts; success and default are statuses', () => {
    page([{ text: 'Sorry, the promotion is invalid', type: 'error' }, { text: 'Only 2 left', type: 'warn' }, { text: 'Saved' }]);
    press('Notify 1');
    press('Notify 2');
    press('Notify 3');
    expect(screen.getAllByRole('alert').map((t) => t.textContent)).toEqual(['Error: Sorry, the promotion is invalid', 'Warning: Only 2 left']);
    expect(screen.getByRole('status').textContent).toBe('Notice: Saved');
  });

  it('disappears after duration + 2 × speed, and leaves the page after its exit motion', () => {
    page([{ text: 'Sample added to bag', type: 'success' }]);
    press('Notify 1');
    advance(LIFETIME - 1);
    expect(screen.getByRole('status')).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    // Still in the page, hidden, playing its exit for `speed` ms; then gone.
    expect(document.querySelector('.toast')?.getAttribute('data-state')).toBe('destroyed');
    advance(300);
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('the close button (named) removes it; so does a click on the toast', () => {
    page([{ text: 'Reward added' }, { text: 'Added to wish list' }]);
    press('Notify 1');
    press('Notify 2');
    const [first, second] = screen.getAllByRole('button', { name: 'Close notification' });
    fireEvent.click(first);
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Notice: Added to wish list']);
    fireEvent.click(second.closest('.toast')!);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is keyboard reachable: the close button takes focus, focus pauses the timers, Escape closes, focus goes back', () => {
    page([{ text: 'Notify-me registered' }]);
    const trigger = screen.getByRole('button', { name: 'Notify 1' });
    trigger.focus();
    press('Notify 1');
    const close = screen.getByRole('button', { name: 'Close notification' });
    expect(close.tabIndex).toBe(0);
    act(() => close.focus());
    expect(document.activeElement).toBe(close);
    advance(LIFETIME * 3);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closing a focused toast moves focus to the next one', () => {
    page([{ text: 'one' }, { text: 'two' }]);
    press('Notify 1');
    press('Notify 2');
    const [first, second] = screen.getAllByRole('button', { name: 'Close notification' });
    act(() => first.focus());
    fireEvent.click(first);
    expect(document.activeElement).toBe(second);
  });

  it('timers pause while the pointer is on the toasts and resume with the time left', () => {
    page([{ text: 'Hover me' }]);
    press('Notify 1');
    advance(1000);
    fireEvent.pointerOver(screen.getByRole('status'));
    advance(LIFETIME * 2);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.pointerOut(screen.getByRole('status'), { relatedTarget: document.body });
    advance(LIFETIME - 1000 - 1);
    expect(screen.getByRole('status')).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('collapses a duplicate when the item says so, and honours max', () => {
    page([{ text: 'Promo code added', duplicates: false }, { text: 'Other' }], 2);
    press('Notify 1');
    press('Notify 1');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    press('Notify 2');
    press('Notify 2');
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Notice: Other', 'Notice: Other']);
  });

  it('each toast moves at its own speed', () => {
    page([{ text: 'quick', speed: 120 }]);
    press('Notify 1');
    expect((document.querySelector('.toast') as HTMLElement).style.getPropertyValue('--toast-speed')).toBe('120ms');
  });

  it('useNotify outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Notifier item={{ text: 'x' }} />)).toThrow();
  });
});

describe('the page provider (the centre loads with the first notification)', () => {
  beforeEach(() => vi.useRealTimers());

  it('renders no toaster until something is notified, then shows what was asked meanwhile, in order', async () => {
    const { container } = render(
      <NotificationsProvider labels={labels}>
        <Notifier item={{ text: 'First', type: 'success' }} name="One" />
        <Notifier item={{ text: 'Second', type: 'error' }} name="Two" />
      </NotificationsProvider>,
    );
    expect(container.querySelector('.toaster')).toBeNull();
    press('One');
    press('Two');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Success: First');
    expect(screen.getByRole('alert').textContent).toBe('Error: Second');
    expect(container.querySelectorAll('.toaster')).toHaveLength(1);
  });
});
