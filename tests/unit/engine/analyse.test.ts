import { describe, expect, it } from 'vitest';
import { analyseProperty } from '../../../src/engine/analyse';
import { createSchemaSet } from '../../../src/engine/schema/schemaSet';
import type { JsonSchema } from '../../../src/engine/schema/types';
import defs from '../../../schemas/_defs.schema.json';

const set = createSchemaSet({ '_defs.schema.json': defs });
const analyse = (schema: JsonSchema) => analyseProperty(set, 'f', schema, 'f', false);

describe('analyser: one closed kind per schema fragment', () => {
  const table: [string, JsonSchema, string][] = [
    ['plain string', { type: 'string' }, 'text'],
    ['nullable string', { type: ['string', 'null'] }, 'text'],
    ['long text', { type: 'string', 'x-kind': 'longText' }, 'longText'],
    ['write-only string', { type: 'string', writeOnly: true }, 'password'],
    ['email', { type: 'string', format: 'email' }, 'email'],
    ['url format', { type: 'string', format: 'url' }, 'url'],
    ['uri format', { type: 'string', format: 'uri' }, 'url'],
    ['date', { type: 'string', format: 'date' }, 'date'],
    ['date-time', { type: 'string', format: 'date-time' }, 'dateTime'],
    ['integer', { type: 'integer' }, 'integer'],
    ['number', { type: 'number' }, 'number'],
    ['money via $ref', { $ref: '_defs#/$defs/money' }, 'money'],
    ['percent via $ref', { $ref: '_defs#/$defs/percent' }, 'percent'],
    ['boolean', { type: 'boolean' }, 'boolean'],
    ['oneOf const enum', { oneOf: [{ const: 'a', title: 'А' }] }, 'enum'],
    ['bare enum', { type: 'string', enum: ['x', 'y'] }, 'enum'],
    ['reference', { type: 'string', 'x-reference': 'agencies' }, 'reference'],
    [
      'reference array (on array)',
      { type: 'array', items: { type: 'string' }, 'x-reference': 'agencies' },
      'referenceArray',
    ],
    [
      'reference array (on items)',
      { type: 'array', items: { type: 'string', 'x-reference': 'agencies' } },
      'referenceArray',
    ],
    ['enum array', { type: 'array', items: { oneOf: [{ const: 1, title: 'Один' }] } }, 'enumArray'],
    ['array of strings', { type: 'array', items: { type: 'string' } }, 'stringArray'],
    ['array of objects', { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } }, 'array'],
    ['object with properties', { type: 'object', properties: { a: { type: 'string' } } }, 'object'],
    ['object inferred from properties', { properties: { a: { type: 'string' } } }, 'object'],
    [
      'stored file (x-file on an object)',
      { type: 'object', 'x-file': { accept: ['image/*'] }, properties: { url: { type: 'string' } } },
      'file',
    ],
    ['file id (x-file on a string)', { type: 'string', 'x-file': { accept: ['.csv'], url: 'address' } }, 'file'],
    ['fallback: object without properties', { type: 'object' }, 'json'],
    ['fallback: array without items', { type: 'array' }, 'json'],
    ['fallback: union of types', { type: ['string', 'number'] }, 'json'],
    ['fallback: no type at all', {}, 'json'],
  ];
  it.each(table)('%s → %s', (_name, schema, kind) => {
    expect(analyse(schema).kind).toBe(kind);
  });

  it('takes the Russian title as the label and keeps the enum labels under a dictionary', () => {
    const field = analyse({ $ref: '_defs#/$defs/currency' });
    expect(field.label).toBe('Валюта');
    expect(field).toMatchObject({ kind: 'dictionary', dictionary: 'currencies' });
    expect(field.kind === 'dictionary' && field.choices).toEqual([
      { id: 'rub', name: 'Рубль' },
      { id: 'usd', name: 'Доллар США' },
    ]);
  });

  it('addresses nested fields by dotted source and array item fields relative to the item', () => {
    const obj = analyse({ type: 'object', required: ['a'], properties: { a: { type: 'string', title: 'А' } } });
    expect(obj.kind === 'object' && obj.fields[0]).toMatchObject({ source: 'f.a', required: true, label: 'А' });
    const arr = analyse({ type: 'array', items: { type: 'object', properties: { b: { type: 'integer' } } } });
    expect(arr.kind === 'array' && arr.fields[0]).toMatchObject({ source: 'b', kind: 'integer' });
  });

  it('keeps readOnly, writeOnly and x-createOnly flags, even when set beside a $ref', () => {
    expect(analyse({ $ref: '_defs#/$defs/objectId', readOnly: true }).readOnly).toBe(true);
    expect(analyse({ type: 'string', writeOnly: true }).writeOnly).toBe(true);
    expect(analyse({ type: 'string', 'x-createOnly': true }).createOnly).toBe(true);
  });
});
