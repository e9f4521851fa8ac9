import type { EntitySchema } from '../schema';

/**
 * The toast of a new record names it: «Тарифная сетка «Зима» создана». Russian agrees the
 * participle with the entity's noun, whose gender no rule of spelling tells for sure («Запись»,
 * «Модель» are feminine, «Пользователь» masculine): the schema declares it (`x-gender`). Where
 * it does not, the toast says «Запись «Зима» создана», right whatever the title.
 */
export type Gender = 'm' | 'f' | 'n';

/** The catalogue key and arguments of the toast, or null when the record has no name to give. */
export function createdNotice(
  schema: Pick<EntitySchema, 'title' | 'x-gender'>,
  label: unknown,
): { key: string; args: object } | null {
  if ((typeof label !== 'string' && typeof label !== 'number') || String(label).trim() === '') return null;
  const gender = schema['x-gender'];
  const { title } = schema;
  if (!gender || !title) return { key: 'kabinet.form.created_record', args: { label: String(label) } };
  return { key: `kabinet.form.created_${gender}`, args: { title, label: String(label) } };
}
