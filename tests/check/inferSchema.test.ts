// @vitest-environment node
import { expect, it } from 'vitest';
import { inferObject, mayHoldIds, type Vocabulary } from '../../scripts/lib/inferSchema';
import { projectVocabulary } from '../../scripts/lib/projectVocabulary';

/*
 * What the scaffold's draft reuses, case by case, with the repository's own _defs and a stand-in
 * for the records (the scaffold test tries the real ones): the shared piece a value fits, chosen
 * by the field's name, and references only where the records hold every value.
 */
const shared = await projectVocabulary(process.cwd(), false);
const RECORDS: Record<string, string[]> = {
  ssps: ['sever_traffic', 'mediapotok'],
  accounts: ['65f1a2b3c4d5e6f708192a3c'],
};
const vocabulary: Vocabulary = {
  ...shared,
  referenced: (_key, ids) => Object.keys(RECORDS).find((r) => ids.every((id) => RECORDS[r].includes(id))) ?? null,
};
const infer = (sample: Record<string, never>) =>
  inferObject(sample, vocabulary).properties as Record<string, Record<string, unknown>>;

it('takes the shared piece a value fits and is named like, with its own title only under its own name', () => {
  expect(
    infer({
      status: 'active',
      moderationStatus: 'pending',
      currency: 'rub',
      contactPhone: '+7 999 123-45-67',
    } as never),
  ).toEqual({
    status: { $ref: '_defs#/$defs/runStatus', title: 'TODO: status' },
    moderationStatus: { $ref: '_defs#/$defs/moderationStatus' },
    currency: { $ref: '_defs#/$defs/currency' },
    contactPhone: { $ref: '_defs#/$defs/phone', title: 'TODO: contactPhone' },
  });
  // "status" with a value no status piece has is left to the developer.
  expect(infer({ status: 'archived' } as never).status).toEqual({
    title: 'TODO: status',
    oneOf: [{ const: 'archived', title: 'TODO: подпись для «archived»' }],
  });
});

it('recognises objects by their fields, amounts and shares by their names', () => {
  expect(
    infer({
      limits: { budgetTotal: 100, budgetDaily: 10 },
      flight: { start: '2026-01-01', end: '2026-01-31' },
      price: 3.5,
      ctrPercent: 12,
      count: 4,
    } as never),
  ).toEqual({
    limits: { $ref: '_defs#/$defs/limits' },
    flight: { $ref: '_defs#/$defs/dateRange', title: 'TODO: flight' },
    price: { $ref: '_defs#/$defs/money', title: 'TODO: price' },
    ctrPercent: { $ref: '_defs#/$defs/percent', title: 'TODO: ctrPercent' },
    count: { type: 'integer', title: 'TODO: count' },
  });
  // A negative amount is no money of _defs (not below zero): a plain number.
  expect(infer({ balance: -5.5 } as never).balance).toEqual({ type: 'number', title: 'TODO: balance' });
});

it('makes references of ids held by records, choices of other codes, and long texts multiline', () => {
  const properties = infer({
    sspIds: ['sever_traffic', 'mediapotok'],
    formats: ['banner', 'video', 'banner'],
    ownerId: '65f1a2b3c4d5e6f708192a3c',
    unknownIds: ['sever_traffic', 'nowhere'],
    comment: 'ок',
    summary: 'a'.repeat(121),
    label: 'Короткая подпись',
  } as never);
  expect(properties.sspIds).toEqual({
    type: 'array',
    title: 'TODO: sspIds',
    items: { type: 'string', 'x-reference': 'ssps', 'x-on-delete': 'refuse' },
  });
  expect(properties.ownerId).toEqual({
    title: 'TODO: ownerId',
    $ref: '_defs#/$defs/objectId',
    'x-reference': 'accounts',
    'x-on-delete': 'refuse',
  });
  expect(properties.formats.items).toEqual({
    oneOf: [
      { const: 'banner', title: 'TODO: подпись для «banner»' },
      { const: 'video', title: 'TODO: подпись для «video»' },
    ],
  });
  expect(properties.unknownIds.items).not.toHaveProperty('x-reference');
  for (const key of ['comment', 'summary'])
    expect(properties[key]).toMatchObject({ 'x-kind': 'longText', maxLength: 10000 });
  expect(properties.label).toEqual({ type: 'string', title: 'TODO: label', maxLength: 255 });
});

it('bounds the second of a pair by the first', () => {
  const properties = infer({
    validFrom: '2026-01-01',
    validTo: '2026-02-01',
    periodStart: '2026-01-01T00:00:00Z',
    periodEnd: '2026-01-02T00:00:00Z',
    priceMin: 1,
    priceMax: 2,
    endNote: 'x',
  } as never);
  expect(properties.validTo['x-not-before']).toBe('validFrom');
  expect(properties.periodEnd['x-not-before']).toBe('periodStart');
  expect(properties.priceMax['x-not-before']).toBe('priceMin');
  expect(properties.validFrom).not.toHaveProperty('x-not-before');
  expect(properties.endNote).not.toHaveProperty('x-not-before');
});

it('looks records up only for a sample that may hold ids', () => {
  expect(mayHoldIds({ id: '65f1a2b3c4d5e6f708192a3b', name: 'Москва', count: 3 })).toBe(false);
  expect(mayHoldIds({ nested: { ssps: ['sever_traffic'] } })).toBe(true);
});

it('suggests file fields: a stored file, a file id beside its address, an address that looks like a picture', () => {
  const properties = infer({
    logo: { id: 'f1', url: 'https://cdn.example.ru/f1.png', name: 'logo.png', size: 2048, mimeType: 'image/png' },
    posterId: '65f1a2b3c4d5e6f708192a3d',
    posterUrl: 'https://cdn.example.ru/65f1.jpg',
    imageUrl: 'https://cdn.example.ru/banner',
    offer: 'https://cdn.example.ru/price.pdf',
    clickUrl: 'https://example.ru/landing',
  } as never);
  expect(properties.logo).toMatchObject({
    type: 'object',
    'x-file': { accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
    required: ['id', 'url', 'name', 'size', 'mimeType'],
  });
  expect(properties.posterId).toEqual({
    type: 'string',
    title: 'TODO: posterId',
    'x-file': { accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], url: 'posterUrl' },
  });
  // The id's address sibling is the file field's `url`: nothing left to decide there.
  expect(properties.posterUrl).toEqual({ type: 'string', format: 'url', title: 'TODO: posterUrl' });
  // An address alone stays an address, with a TODO saying how to make it a file field.
  expect(properties.imageUrl.description).toMatch(
    /^TODO: похоже на адрес файла\. Чтобы файл загружали в форме, сделайте поле файловым/,
  );
  expect(properties.offer.description).toMatch(/^TODO: похоже на адрес файла/);
  expect(properties.clickUrl).toEqual({ type: 'string', format: 'url', title: 'TODO: clickUrl' });
});
