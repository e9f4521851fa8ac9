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
});
