/**
 * The toast of a new record names it: «Тарифная сетка «Зима» создана». Russian agrees the
 * participle with the entity's noun, so its gender is read from the schema's title: the first
 * word's ending (an adjective's «-ая», «-ое», or a noun's «-а»/«-я», «-о»/«-е»); a title it
 * cannot read is taken as masculine, the commonest.
 */
export type Gender = 'm' | 'f' | 'n';

export function genderOf(title: string): Gender {
  // The first word; of a compound («Гео-пресет») its last part, which carries the gender.
  const word = (title.trim().split(/\s+/)[0] ?? '').split('-').pop()!.toLowerCase();
  if (/(ая|яя)$/.test(word)) return 'f';
  if (/(ое|ее)$/.test(word)) return 'n';
  if (/(ый|ий|ой)$/.test(word)) return 'm';
  if (/[ая]$/.test(word)) return 'f';
  if (/[оеё]$/.test(word)) return 'n';
  return 'm';
}

/** The catalogue key and arguments of the toast, or null when the record has no name to give. */
export function createdNotice(title: string | undefined, label: unknown): { key: string; args: object } | null {
  if (!title || (typeof label !== 'string' && typeof label !== 'number') || String(label).trim() === '') return null;
  return { key: `kabinet.form.created_${genderOf(title)}`, args: { title, label: String(label) } };
}
