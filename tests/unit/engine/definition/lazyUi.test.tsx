import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExport } from '../../../../src/engine/definition';

afterEach(cleanup);

// A resource file is read with the shell: its own components must cost nothing until a screen renders them.
describe("a resource's own component, declared lazily (src/engine/definition/lazyUi.tsx)", () => {
  it('loads its module on first render, not when the resource file is read, and keeps its place meanwhile', async () => {
    const load = vi.fn(async () => ({ Greeting: ({ name }: { name: string }) => <p>Здравствуйте, {name}</p> }));
    const Greeting = lazyExport(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();

    const { container } = render(<Greeting name="Анна" />);
    expect(container.querySelector('[data-lazy-pending]')).not.toBeNull();
    expect(await screen.findByText('Здравствуйте, Анна')).toBeInTheDocument();
    expect(container.querySelector('[data-lazy-pending]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a module that failed to come, keeping its place, instead of failing the screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = vi
        .fn<() => Promise<{ Figures: () => React.JSX.Element }>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue({ Figures: () => <p>Показы: 12</p> });
      const Figures = lazyExport(load, 'Figures');
      const { container } = render(<Figures />);
      expect(container.querySelector('[data-lazy-pending]')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByText('Показы: 12')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
