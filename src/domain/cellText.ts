/**
 * What a value becomes in a spreadsheet cell, written once for every file the product writes:
 * the console's export and import template (src/export/cellText.ts) and the reference API's
 * .xlsx downloads (server/spreadsheet.ts). The import (src/import/cellValue.ts) reads it back,
 * so a file either side wrote imports unchanged.
 */

/** Items of a list in one cell. «; » and not «, »: names and titles may hold commas (the import splits at «;»). */
export const LIST_SEPARATOR = '; ';

/** The items of a list as one cell's text, empty ones left out. */
export const listText = (items: readonly string[]): string => items.filter(Boolean).join(LIST_SEPARATOR);

/** An enum's value by its title; a value the list does not have, as it is. */
export function choiceText(choices: readonly { id: unknown; name: string }[], value: unknown): string {
  return choices.find((c) => String(c.id) === String(value))?.name ?? String(value);
}
