import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExport } from '../../../../src/engine/definition';
import { lazyUi } from '../../../../src/engine/definition/lazyUi';

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

  it('a screen whose module was asked for ahead renders at once, without its loader first', async () => {
    const load = vi.fn(async () => () => <h1>Кампания</h1>);
    const Screen = lazyUi(load, 'Screen', <p>Загрузка…</p>);
    Screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    // The first commit already holds the screen: a plain React.lazy would commit the loader first.
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Кампания' })).toBeInTheDocument();
    expect(screen.queryByText('Загрузка…')).toBeNull();
  });

  it('a screen not asked for ahead shows its own loader meanwhile', async () => {
    const Screen = lazyUi(async () => () => <h1>Кампания</h1>, 'Screen', <p>Загрузка…</p>);
    render(<Screen />);
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Кампания' })).toBeInTheDocument();
  });
});
