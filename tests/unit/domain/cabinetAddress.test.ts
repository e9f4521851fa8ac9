import { describe, expect, it } from 'vitest';
import { cabinetIdInPath } from '../../../src/domain/cabinetAddress';

const ID = '5f0c1a2b3c4d5e6f7a8b9c0d';

describe("a cabinet's address", () => {
  it('names the cabinet as its first segment, alone or followed by a screen', () => {
    expect(cabinetIdInPath(`/${ID}`)).toBe(ID);
    expect(cabinetIdInPath(`/${ID}/`)).toBe(ID);
    expect(cabinetIdInPath(`/${ID}/system/users/edit/1`)).toBe(ID);
  });

  it('is no cabinet address otherwise: the sign-in page, a shorter or longer id, capitals', () => {
    expect(cabinetIdInPath('/auth/login')).toBeNull();
    expect(cabinetIdInPath(`/${ID.slice(1)}`)).toBeNull();
    expect(cabinetIdInPath(`/${ID}0`)).toBeNull();
    expect(cabinetIdInPath(`/${ID.toUpperCase()}`)).toBeNull();
    expect(cabinetIdInPath(`/system/${ID}`)).toBeNull();
  });
});
