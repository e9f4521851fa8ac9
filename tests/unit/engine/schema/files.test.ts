// @vitest-environment node
// Stored files are checked where a schema takes files, and only there: which nodes hold file
// fields is read once per schema node, so 50 000 imported records of a resource without files
// are not walked at all.
import { describe, expect, it } from 'vitest';
import { BAD_FORMAT, storedFileErrors } from '../../../../src/engine/schema/files';
import { countingRegistry } from './schemaWalk';

const files = {
  'plain.schema.json': {
    $id: 'plain',
    type: 'object',
    properties: {
      name: { type: 'string' },
      period: { type: 'object', properties: { start: { type: 'string' }, end: { type: 'string' } } },
    },
  },
  'media.schema.json': {
    $id: 'media',
    type: 'object',
    properties: {
      name: { type: 'string' },
      period: { $ref: 'plain#/properties/period' },
      creative: {
        type: 'object',
        properties: { picture: { type: 'object', 'x-file': { accept: ['.png'] } } },
      },
      slides: { type: 'array', items: { type: 'object', 'x-file': { accept: ['.png'] } } },
    },
  },
};

const plain = { name: 'Весна', period: { start: '2027-03-01', end: '2027-03-20' } };
const media = (picture: string, slide: string) => ({
  ...plain,
  creative: { picture: { name: picture, size: 10 } },
  slides: [{ name: slide, size: 10 }],
});

describe('stored files in many records', () => {
  it('walks no record of a schema without file fields after the first', () => {
    const registry = countingRegistry(files);
    expect(storedFileErrors(registry, 'plain', plain)).toBeNull();
    const first = registry.reads();
    expect(storedFileErrors(registry, 'plain', plain)).toBeNull();
    expect(registry.reads()).toBe(first);
    expect(first).toBeGreaterThan(0);
  });

  it('finds a refused file wherever a schema takes files, after records of a schema without them', () => {
    const registry = countingRegistry(files);
    storedFileErrors(registry, 'plain', plain);
    expect(storedFileErrors(registry, 'media', media('logo.png', 'slide.png'))).toBeNull();
    expect(storedFileErrors(registry, 'media', media('logo.exe', 'slide.png'))).toEqual({
      '/creative/picture': BAD_FORMAT,
    });
    expect(storedFileErrors(registry, 'media', media('logo.png', 'slide.exe'))).toEqual({ '/slides/0': BAD_FORMAT });
    // The period it shares with the plain schema holds no files there either.
    const before = registry.reads();
    storedFileErrors(registry, 'media', media('logo.png', 'slide.png'));
    // The record, its creative and picture, its slides and the slide: the period is not walked.
    expect(registry.reads() - before).toBe(5);
  });
});
