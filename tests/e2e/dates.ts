import type { Locator, Page } from 'playwright-core';

/**
 * Dates are typed as a person types them into the console's date fields (src/engine/fields/datePicker.tsx):
 * click the day, then the digits of дд.мм.гггг (and чч:мм); the field moves from day to month to year itself.
 */

/** The date field labelled `name` (its sections are a group named by the label). */
export const dateField = (scope: Page | Locator, name: string | RegExp): Locator => scope.getByRole('group', { name });

/** Types an ISO day (YYYY-MM-DD), or a local date and time (YYYY-MM-DDTHH:mm) into a date-time field, over whatever it held. */
export async function typeDate(field: Locator, isoDay: string): Promise<void> {
  const [date, time = ''] = isoDay.split('T');
  const [year, month, day] = date.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}${time.replace(':', '')}`);
}

/** The day a date field holds, as YYYY-MM-DD ('' when empty); the field itself shows дд.мм.гггг. */
export async function dateValue(field: Locator): Promise<string> {
  const shown = await field.locator('input').inputValue();
  const match = /^(\d\d)\.(\d\d)\.(\d{4})/.exec(shown);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : shown;
}
