import { Alert, Autocomplete, TablePagination, TextField } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  defaultLightTheme,
  Form,
  ListContextProvider,
  Pagination,
  TextArrayInput,
  useList,
  type RaThemeOptions,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { mergeThemeOptions, themeOptions } from '../../../src/layout/theme';
import { latinTexts, PRODUCT_WORDS } from './latinText';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The sign-in chunk's and the bespoke screens' theme (App.tsx). */
const inShell = (ui: ReactNode) => render(<ThemeProvider theme={createTheme(themeOptions())}>{ui}</ThemeProvider>);
/** The cabinet's theme: the console's options over react-admin's (CabinetAdmin.tsx). */
const inCabinet = (ui: ReactNode) =>
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      theme={mergeThemeOptions<RaThemeOptions>(defaultLightTheme, themeOptions())}
    >
      {ui}
    </AdminContext>,
  );

/** Popups render outside the component, so the whole page is read. */
const expectRussianOnly = () => expect(latinTexts(document.body)).toEqual([]);

describe('the language check itself (latinText.ts)', () => {
  it("names English texts and attributes, and lets the product's words and Russian pass", () => {
    document.body.innerHTML =
      '<button aria-label="Open" title="Очистить">CTR и VTR</button><input placeholder="Search"><p>Post-view (XLSX), SSP «Ромашка»</p>';
    expect(latinTexts(document.body)).toEqual([
      { where: 'button[aria-label]', text: 'Open', words: ['Open'] },
      { where: 'input[placeholder]', text: 'Search', words: ['Search'] },
    ]);
    document.body.innerHTML = '<p>No options</p>';
    expect(latinTexts(document.body)).toEqual([{ where: 'text in p', text: 'No options', words: ['No', 'options'] }]);
    expect(PRODUCT_WORDS.has('SSP')).toBe(true);
  });

  it("reads an image's alt; skips a form field's value and what the markup marks as not to translate", () => {
    document.body.innerHTML =
      '<img alt="Logo"><textarea>ru.example.app</textarea><p>Права · <span translate="no">userManager</span></p>';
    expect(latinTexts(document.body)).toEqual([{ where: 'img[alt]', text: 'Logo', words: ['Logo'] }]);
  });
});

/** A chart's overlay is an SVG text with words (axes' ticks are numbers). */
const chartWords = () =>
  [...document.querySelectorAll('svg text')].map((t) => t.textContent ?? '').filter((t) => /\p{L}/u.test(t));

// Each test reads the page for English first (what fails when MUI's Russian texts are missing), then
// checks the Russian texts themselves.
describe("MUI's own texts are Russian (src/layout/muiRussian.ts)", () => {
  it('an autocomplete of the statistics and authorization screens: open, clear, close, no options', async () => {
    const user = userEvent.setup();
    inShell(
      <Autocomplete
        options={['Кампания 1', 'Кампания 2']}
        defaultValue="Кампания 1"
        renderInput={(p) => <TextField {...p} label="Кампания" />}
      />,
    );
    expectRussianOnly();
    // The clear button is hidden until hover (so it has no accessible name yet): read its attributes.
    const clear = document.querySelector('.MuiAutocomplete-clearIndicator');
    expect(clear).toHaveAttribute('aria-label', 'Очистить');
    expect(clear).toHaveAttribute('title', 'Очистить');

    await user.click(document.querySelector<HTMLElement>('.MuiAutocomplete-popupIndicator')!);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expectRussianOnly();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();

    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'Ёж');
    await waitFor(() => expect(document.querySelector('.MuiAutocomplete-noOptions')).not.toBeNull());
    expectRussianOnly();
    expect(screen.getByText('Нет доступных вариантов')).toBeInTheDocument();
  });

  it("a list of strings in a form (react-admin's TextArrayInput passes no texts of its own)", async () => {
    inCabinet(
      <Form record={{ bundles: ['ru.example.app'] }}>
        <TextArrayInput source="bundles" label="Бандлы" />
      </Form>,
    );
    await waitFor(() => expect(document.querySelector('.MuiAutocomplete-clearIndicator')).not.toBeNull());
    // The chip holds the record's value, which may be Latin: only the component's own texts count.
    document.querySelectorAll('.MuiChip-label').forEach((chip) => chip.remove());
    expectRussianOnly();
    expect(document.querySelector('.MuiAutocomplete-clearIndicator')).toHaveAttribute('title', 'Очистить');
  });

  it("a list's page numbers: the navigation and every page button", async () => {
    function PagedList() {
      const list = useList({ data: Array.from({ length: 95 }, (_v, i) => ({ id: i + 1 })), perPage: 10 });
      return (
        <ListContextProvider value={list}>
          <Pagination />
        </ListContextProvider>
      );
    }
    inCabinet(<PagedList />);
    const pages = await screen.findByRole('navigation');
    expectRussianOnly();
    expect(pages).toHaveAccessibleName('Навигация по страницам');
    expect(within(pages).getAllByRole('button').length).toBeGreaterThan(3);
  });

  it("a panel's own table pages (ban lists, SSP errors, notifications)", () => {
    inShell(
      <TablePagination
        component="div"
        count={95}
        page={1}
        rowsPerPage={10}
        rowsPerPageOptions={[10, 25]}
        onPageChange={() => undefined}
        labelRowsPerPage="Строк на странице:"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
      />,
    );
    expectRussianOnly();
    expect(screen.getByRole('button', { name: 'Перейти на следующую страницу' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти на предыдущую страницу' })).toBeInTheDocument();
  });

  it('an alert that can be closed', () => {
    inShell(<Alert onClose={() => undefined}>Отчёт готов</Alert>);
    expectRussianOnly();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveAttribute('title', 'Закрыть');
  });

  it('a chart with no data yet, and with none at all', async () => {
    const { LineChart } = await import('@mui/x-charts/LineChart');
    const chart = (loading: boolean) => (
      <ThemeProvider theme={createTheme(themeOptions())}>
        <LineChart loading={loading} series={[]} width={300} height={200} />
      </ThemeProvider>
    );
    const { rerender } = render(chart(true));
    await waitFor(() => expect(chartWords()).toHaveLength(1));
    expectRussianOnly();
    expect(chartWords()).toEqual(['Загрузка данных…']);
    rerender(chart(false));
    await waitFor(() => expect(chartWords()).not.toEqual(['Загрузка данных…']));
    expectRussianOnly();
    expect(chartWords()).toEqual(['Нет данных']);
  });
});
