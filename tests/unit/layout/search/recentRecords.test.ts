import { describe, expect, it } from 'vitest';
import { RECENT_KEY, RECENT_MAX, withRecent } from '../../../../src/layout/search/recentRecords';
import { isKept } from '../../../../src/layout/views/cabinetStore';

const record = (n: number) => ({ resource: 'management/campaigns', id: `c${n}`, label: `Кампания ${n}` });

describe("the search's recent records", () => {
  it('put the one opened first, once, and keep the last few', () => {
    const list = [1, 2, 3].map(record);
    expect(withRecent(list, record(3)).map((r) => r.id)).toEqual(['c3', 'c1', 'c2']);
    let many = [record(0)];
    for (let n = 1; n < 20; n++) many = withRecent(many, record(n));
    expect(many).toHaveLength(RECENT_MAX);
    expect(many[0].id).toBe('c19');
  });

  it("are kept with the user's preferences in the cabinet, beside the saved views", () => {
    expect(isKept(RECENT_KEY)).toBe(true);
  });
});
