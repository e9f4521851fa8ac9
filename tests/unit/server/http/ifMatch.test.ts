// @vitest-environment node
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { editedVersion, ifMatch } from '../../../../server/http/ifMatch';

const asked = (value?: string | string[]) => ifMatch({ headers: { 'if-match': value } } as unknown as FastifyRequest);

describe('If-Match', () => {
  it('reads the version in every spelling a client sends', () => {
    expect([asked('3'), asked('"3"'), asked('W/"3"'), asked([' "7" ', '"8"'])]).toEqual([3, 3, 3, 7]);
  });

  it('asks for no version when none is sent or any is accepted', () => {
    expect([asked(undefined), asked(''), asked('*')]).toEqual([null, null, null]);
  });

  it('matches no version when it cannot be read, so the change is refused', () => {
    expect(asked('"abc"')).toBe(-1);
  });
});

describe('the version an edit was made on', () => {
  const edited = (header: string | undefined, body?: unknown) =>
    editedVersion({ headers: { 'if-match': header }, body } as unknown as FastifyRequest);

  it('is If-Match when it is sent, whatever the body says; `*` accepts any version', () => {
    expect([edited('4', { version: 2 }), edited('*', { version: 2 }), edited('"x"', { version: 2 })]).toEqual([
      4,
      null,
      -1,
    ]);
  });

  it("is the body's version without If-Match, and none without either", () => {
    expect([edited(undefined, { version: 2 }), edited('', { version: 2 }), edited(undefined, {})]).toEqual([
      2,
      2,
      null,
    ]);
    expect(edited(undefined, { version: '2' })).toBeNull();
  });
});
