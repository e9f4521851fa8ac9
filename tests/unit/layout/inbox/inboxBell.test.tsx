import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxBell } from '../../../../src/layout/inbox/InboxButton';

describe("the top bar's bell", () => {
  afterEach(cleanup);

  it('is named by the count its badge shows, «99+» past ninety-nine', () => {
    const { rerender } = render(<InboxBell unread={3} onOpen={vi.fn()} />);
    const bell = screen.getByRole('button', { name: 'Уведомления: непрочитанных 3' });
    expect(bell.textContent).toBe('3');
    rerender(<InboxBell unread={150} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Уведомления: непрочитанных 99+' }).textContent).toBe('99+');
  });

  it('shows no count and keeps none for a screen reader once everything is read', () => {
    const { rerender } = render(<InboxBell unread={5} onOpen={vi.fn()} />);
    rerender(<InboxBell unread={0} onOpen={vi.fn()} />);
    const bell = screen.getByRole('button', { name: 'Уведомления' });
    expect(bell.textContent).toBe('');
    rerender(<InboxBell unread={null} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Уведомления' }).textContent).toBe('');
  });
});
