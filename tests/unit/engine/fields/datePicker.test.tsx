import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldOf } from '../../../../src/engine/fieldKinds';
import { DATE_MESSAGES, DayField, INVALID_DATE } from '../../../../src/engine/fields/datePicker';
import { inputRegistry } from '../../../../src/engine/fields/inputs';
import { catalog } from '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';

// Dates read and are typed дд.мм.гггг whatever the browser's locale (a native date input showed
// «mm/dd/yyyy» in an English browser); what the form sends stays the API's ISO value.

const common = (source: string, label: string) => ({ source, label });

/** A react-admin form with the engine's input of a kind (the one generated forms render). */
function renderKind(kind: 'date' | 'dateTime', record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  const Input = inputRegistry[kind] as (props: {
    field: FieldOf<'date'>;
    mode: 'create';
    common: ReturnType<typeof common>;
  }) => React.ReactElement;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={onSubmit} record={record}>
        <Input field={{} as FieldOf<'date'>} mode="create" common={common('at', 'Дата')} />
        <button type="submit">Сохранить</button>
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

/** The field's day, month, year (hours, minutes) sections, as a person sees them. */
const field = () => screen.getByRole('group', { name: /Дата/ });
const sections = () => [...field().querySelectorAll<HTMLElement>('[contenteditable="true"]')];

async function typeInto(keys: string) {
  const user = userEvent.setup();
  await user.click(sections()[0]);
  await user.keyboard(keys);
  return user;
}

describe('date inputs', () => {
  afterEach(cleanup);

  it('show дд.мм.гггг when empty, and a stored day as дд.мм.гггг', async () => {
    renderKind('date');
    await waitFor(() => expect(field()).toHaveTextContent('дд.мм.гггг'));
    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(['День', 'Месяц', 'Год']);
  });

  it('show a stored day in the Russian order', async () => {
    renderKind('date', { at: '2026-03-08' });
    await waitFor(() => expect(field()).toHaveTextContent('08.03.2026'));
  });

  it('typing 31.12.2026 saves 2026-12-31', async () => {
    const onSubmit = renderKind('date');
    await waitFor(() => expect(sections()).toHaveLength(3));
    const user = await typeInto('31122026');
    expect(field()).toHaveTextContent('31.12.2026');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ at: '2026-12-31' });
  });

  it('a date-time reads дд.мм.гггг чч:мм and saves the ISO instant of the typed local time', async () => {
    const onSubmit = renderKind('dateTime');
    await waitFor(() => expect(field()).toHaveTextContent('дд.мм.гггг чч:мм'));
    const user = await typeInto('311220261430');
    expect(field()).toHaveTextContent('31.12.2026 14:30');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ at: dayjs('2026-12-31T14:30').toISOString() });
  });

  it('a typed non-date shows a Russian message at the field and is not saved', async () => {
    const onSubmit = renderKind('date');
    await waitFor(() => expect(sections()).toHaveLength(3));
    // 31 February: every section filled, no such day.
    const user = await typeInto('31022026');
    await waitFor(() => expect(screen.getByText(DATE_MESSAGES.invalidDate)).toBeInTheDocument());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a half-typed date is refused by the schema too, so a generated form never sends it', async () => {
    const errors = await catalog.schemas.validate('extraStatistic', { date: INVALID_DATE });
    expect(errors?.['/date']).toBeTruthy();
  });

  it("a screen's own day is filled, as the console's other inputs are (not the pickers' outlined default)", async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <DayField label="Дата" value="2026-01-15" onChange={() => {}} />
      </AdminContext>,
    );
    await waitFor(() => expect(field()).toHaveTextContent('15.01.2026'));
    expect(field().closest('[class*="FilledInput-root"]')).not.toBeNull();
  });

  it("a screen's own day (a report period) hears only whole days", async () => {
    const changes: string[] = [];
    function Period() {
      const [day, setDay] = useState('2026-01-15');
      return (
        <DayField
          label="Дата"
          value={day}
          onChange={(d) => {
            changes.push(d);
            setDay(d);
          }}
        />
      );
    }
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Period />
      </AdminContext>,
    );
    await waitFor(() => expect(field()).toHaveTextContent('15.01.2026'));
    const user = userEvent.setup();
    await user.click(sections()[0]);
    await user.keyboard('31');
    expect(changes.at(-1)).toBe('2026-01-31');
    const heard = changes.length;
    // The day is whole, so the month is next.
    await user.keyboard('02');
    // 31.02.2026 is no day: the screen keeps its last one, the field says why.
    expect(changes).toHaveLength(heard);
    expect(screen.getByText(DATE_MESSAGES.invalidDate)).toBeInTheDocument();
    await user.click(sections()[0]);
    await user.keyboard('28');
    expect(changes.at(-1)).toBe('2026-02-28');
  });

  it('a screen whose state answers later (a period in the address) loses no typed digit, and a day it sets itself is shown', async () => {
    const changes: string[] = [];
    // The screen's answers wait here and arrive one change late, while the next digit is typed
    // (as a period kept in the address does): the same order on any machine, no timers.
    const waiting: string[] = [];
    let answer: (day: string) => void = () => {};
    function LaggingPeriod() {
      const [day, setDay] = useState('2026-11-21');
      answer = setDay;
      return (
        <>
          <DayField
            label="Дата"
            value={day}
            onChange={(d) => {
              changes.push(d);
              waiting.push(d);
            }}
          />
          <button type="button" onClick={() => setDay('2026-01-01')}>
            Сбросить
          </button>
        </>
      );
    }
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <LaggingPeriod />
      </AdminContext>,
    );
    await waitFor(() => expect(field()).toHaveTextContent('21.11.2026'));
    // Digit by digit, as a person types: the screen's answers come in between.
    const user = userEvent.setup();
    await user.click(sections()[0]);
    for (const digit of '20112026') {
      await user.keyboard(digit);
      if (waiting.length > 1) act(() => answer(waiting.shift()!));
    }
    while (waiting.length) act(() => answer(waiting.shift()!));
    expect(changes.at(-1)).toBe('2026-11-20');
    expect(field()).toHaveTextContent('20.11.2026');
    // A day the screen sets itself is shown.
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(field()).toHaveTextContent('01.01.2026'));
  });
});
