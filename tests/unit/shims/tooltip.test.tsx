import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../../../src/shims/tooltip';

afterEach(cleanup);

/** The tooltip MUI draws, once shown (its popup is a lazy module). */
const shownTooltip = () => screen.findByRole('tooltip', {}, { timeout: 3000 });

describe('Tooltip with its popup loaded on first show (src/shims/tooltip.tsx)', () => {
  it("names its child by a string title, as MUI does, and keeps the child's own name and handlers", () => {
    const onMouseOver = vi.fn();
    render(
      <>
        <Tooltip title="Обновить">
          <button type="button" onMouseOver={onMouseOver}>
            ↻
          </button>
        </Tooltip>
        <Tooltip title="Подсказка">
          <button type="button" aria-label="Своё имя">
            ?
          </button>
        </Tooltip>
      </>,
    );
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Обновить' }));
    expect(onMouseOver).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Своё имя' })).toBeInTheDocument();
  });

  it('shows its title on hover after the delay and hides it when the pointer leaves', async () => {
    render(
      <Tooltip title="Выгрузить в XLSX" enterDelay={50}>
        <button type="button">XLSX</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Выгрузить в XLSX' });
    fireEvent.mouseOver(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await shownTooltip()).toHaveTextContent('Выгрузить в XLSX');
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('closes on Escape', async () => {
    render(
      <Tooltip title="Меню">
        <button type="button">≡</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Меню' }));
    await shownTooltip();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows nothing for an empty title', async () => {
    render(
      <Tooltip title="">
        <button type="button">x</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
