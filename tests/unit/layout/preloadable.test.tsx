import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../src/layout/preloadable';

const Screen = () => <p>Кабинет</p>;

/** Renders the component under a boundary and records whether its fallback was ever committed. */
function renderWithBoundary(Component: ComponentType) {
  const fallbackShown = vi.fn();
  function Fallback() {
    fallbackShown();
    return <p>Загрузка</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
  return fallbackShown;
}

afterEach(cleanup);

describe('a screen whose module can be loaded ahead of its first render (src/layout/preloadable.ts)', () => {
  it('renders at once when its module arrived before: no fallback, so React has nothing to hold back', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const { Component, preload } = preloadable(load);
    await preload();
    const fallbackShown = renderWithBoundary(Component);
    expect(screen.getByText('Кабинет')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not loaded yet, it shows the fallback until the module arrives, loading it once', async () => {
    let arrive!: () => void;
    const load = vi.fn(
      () =>
        new Promise<{ default: typeof Screen }>((resolve) => {
          arrive = () => resolve({ default: Screen });
        }),
    );
    const { Component, preload } = preloadable(load);
    void preload();
    const fallbackShown = renderWithBoundary(Component);
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Кабинет')).toBeInTheDocument();
    expect(fallbackShown).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed is tried again by the next one', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Screen });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow(/Failed to fetch/);
    await expect(preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
