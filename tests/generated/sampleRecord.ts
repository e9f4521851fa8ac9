import type { FieldDescriptor } from '../../src/engine/fieldKinds';

/**
 * A deterministic record for a schema's fields, one value per kind, so every generated view
 * renders something in its snapshot. `n` varies the values between records of a list.
 */
export function sampleRecord(fields: FieldDescriptor[], n = 1): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = sampleValue(field, n);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

export const sampleId = (n: number) => n.toString(16).padStart(24, '0');

function sampleValue(field: FieldDescriptor, n: number): unknown {
  switch (field.kind) {
    case 'text':
      return field.name === 'id' ? sampleId(n) : `${field.label} ${n}`;
    case 'longText':
      return `${field.label} ${n}\nвторая строка`;
    case 'password':
      return undefined;
    case 'url':
      return `https://example${n}.ru`;
    case 'email':
      return `user${n}@example.ru`;
    case 'integer':
      return 1000 * n + 7;
    case 'number':
      return 12.5 * n;
    case 'money':
      return 15000.5 * n;
    case 'percent':
      return 10 + n;
    case 'boolean':
      return n % 2 === 1;
    case 'date':
      return `2026-0${(n % 9) + 1}-15`;
    case 'dateTime':
      return `2026-0${(n % 9) + 1}-15T09:30:00.000Z`;
    case 'enum':
      return field.choices[(n - 1) % field.choices.length].id;
    case 'enumArray':
      return [field.choices[0].id];
    case 'reference':
      return sampleId(100 + n);
    case 'referenceArray':
      return [sampleId(100 + n)];
    case 'object':
      return sampleRecord(field.fields, n);
    case 'array':
      return [sampleRecord(field.fields, n)];
    case 'stringArray':
    case 'lines':
    case 'fieldNames':
      return [`${field.label} ${n}`];
    case 'dictionary': {
      const value = field.choices.length ? field.choices[(n - 1) % field.choices.length].id : `${field.label} ${n}`;
      return field.multiple ? [value] : value;
    }
    case 'json':
      return { value: n };
    case 'file': {
      // A stored file as the storage answers it; a field keeping the id gets the id (its address is a sibling).
      if (field.schema.type === 'string') return sampleId(n);
      const mimeType = field.file.accept.find((a) => a.includes('/') && !a.endsWith('*')) ?? 'text/plain';
      return { id: sampleId(n), url: `Адрес файла ${n}`, name: `Файл ${n}`, size: 1000 * n + 7, mimeType };
    }
  }
}
