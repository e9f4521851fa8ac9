// @vitest-environment node
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ifMatch } from '../../../../server/http/ifMatch';

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
