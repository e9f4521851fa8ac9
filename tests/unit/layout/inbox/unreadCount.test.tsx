import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS, useUnreadCount } from '../../../../src/layout/inbox/unreadCount';

function Count() {
  const { unread } = useUnreadCount(true);
  return <p>{unread === null ? 'неизвестно' : `непрочитанных ${unread}`}</p>;
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe("the inbox's unread count", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setHidden(false);
  });

  it('is asked again while the tab is shown, never in a hidden tab, and at once on coming back', async () => {
    let unread = 3;
    const countNotifications = vi.fn(async () => ({ unread }));
    render(
      <AdminContext dataProvider={{ countNotifications } as unknown as DataProvider}>
        <Count />
      </AdminContext>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('непрочитанных 3')).toBeTruthy();
    expect(countNotifications).toHaveBeenCalledTimes(1);

    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(countNotifications).toHaveBeenCalledTimes(2);
    expect(screen.getByText('непрочитанных 4')).toBeTruthy();

    // Hidden: an hour passes without a single call.
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(60 * POLL_MS));
    expect(countNotifications).toHaveBeenCalledTimes(2);

    unread = 7;
    await act(async () => {
      setHidden(false);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(countNotifications).toHaveBeenCalledTimes(3);
    expect(screen.getByText('непрочитанных 7')).toBeTruthy();
  });
});
