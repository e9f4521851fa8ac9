import { describe, expect, it } from 'vitest';
import { bigListValueProblem, describeProblems, parseBigListText } from '../../../src/domain/bigLists';
import { installsNumber } from '../../../src/domain/installs';
import { isInventoryDomainKept } from '../../../src/domain/inventoryDomains';
import { retargetingBindingPayload } from '../../../src/domain/retargetingBinding';
import { vatOf } from '../../../src/domain/vat';

describe('installsNumber (docs/product.md#validation: installs text → number after removing plus signs and spaces)', () => {
  it.each([
    ['1 000 000+', 1_000_000],
    ['500+', 500],
    ['10\u00a0000\u00a0000+', 10_000_000],
    ['5\u202f000+', 5000],
    ['+ 100 000 +', 100_000],
    ['42', 42],
    [' 7 ', 7],
  ])('%j → %d', (text, expected) => {
    expect(installsNumber(text)).toBe(expected);
  });

  it('is null for what is not a number once plus signs and spaces are gone', () => {
    expect(installsNumber('1,000,000+')).toBeNull();
    expect(installsNumber('около миллиона')).toBeNull();
    expect(installsNumber('')).toBeNull();
    expect(installsNumber('+')).toBeNull();
    expect(installsNumber(undefined)).toBeNull();
    expect(installsNumber(null)).toBeNull();
  });

  it('passes a number through', () => {
    expect(installsNumber(1500)).toBe(1500);
    expect(installsNumber(Number.NaN)).toBeNull();
  });
});

describe('isInventoryDomainKept (docs/product.md#validation, #constants: trust and spam both 0 to 100)', () => {
  it('keeps the bounds and everything between', () => {
    expect(isInventoryDomainKept({ trust: 0, spam: 0 })).toBe(true);
    expect(isInventoryDomainKept({ trust: 100, spam: 100 })).toBe(true);
    expect(isInventoryDomainKept({ trust: 55.5, spam: 3 })).toBe(true);
  });

  it('drops a domain when either score is out of range or missing', () => {
    expect(isInventoryDomainKept({ trust: -1, spam: 10 })).toBe(false);
    expect(isInventoryDomainKept({ trust: 10, spam: 101 })).toBe(false);
    expect(isInventoryDomainKept({ trust: 100.01, spam: 0 })).toBe(false);
    expect(isInventoryDomainKept({ trust: 50 })).toBe(false);
    expect(isInventoryDomainKept({ trust: '50', spam: 5 })).toBe(false);
    expect(isInventoryDomainKept({ trust: Number.NaN, spam: 5 })).toBe(false);
    expect(isInventoryDomainKept({ trust: Number.POSITIVE_INFINITY, spam: 5 })).toBe(false);
  });

  it('filters a list', () => {
    const rows = [
      { domain: 'a.ru', trust: 90, spam: 2 },
      { domain: 'b.ru', trust: 255, spam: 2 },
      { domain: 'c.ru', trust: 40, spam: -1 },
    ];
    expect(rows.filter(isInventoryDomainKept).map((r) => r.domain)).toEqual(['a.ru']);
  });
});

describe('retargetingBindingPayload (docs/product.md#validation: the win/click segment only if non-empty)', () => {
  it('sends both when both are set', () => {
    expect(retargetingBindingPayload({ campaignId: 'c', winSegment: 'w', clickSegment: 'k' })).toEqual({
      campaignId: 'c',
      winSegment: 'w',
      clickSegment: 'k',
    });
  });
  it('leaves out an empty, blank or missing one', () => {
    expect(retargetingBindingPayload({ campaignId: 'c', winSegment: '', clickSegment: 'k' })).toEqual({
      campaignId: 'c',
      clickSegment: 'k',
    });
    expect(retargetingBindingPayload({ campaignId: 'c', winSegment: 'w', clickSegment: '  ' })).toEqual({
      campaignId: 'c',
      winSegment: 'w',
    });
    expect(retargetingBindingPayload({ campaignId: 'c', winSegment: null })).toEqual({ campaignId: 'c' });
    expect('winSegment' in retargetingBindingPayload({ campaignId: 'c', winSegment: undefined })).toBe(false);
  });
});

describe('big list values', () => {
  it('checks a value against the list type', () => {
    expect(bigListValueProblem('ip', '192.168.0.1')).toBeNull();
    expect(bigListValueProblem('ip', '10.0.0.0/8')).toBeNull();
    expect(bigListValueProblem('ip', '2001:db8::1')).toBeNull();
    expect(bigListValueProblem('ip', '256.1.1.1')).toBe('не IP-адрес');
    expect(bigListValueProblem('dm', 'новости.рф')).toBeNull();
    expect(bigListValueProblem('dm', 'not a domain')).toBe('не домен');
    expect(bigListValueProblem('bu', 'ru.example.app')).toBeNull();
    expect(bigListValueProblem('bu', 'id123456789')).toBeNull();
    expect(bigListValueProblem('mc', '250-01')).toBeNull();
    expect(bigListValueProblem('mc', '25001')).toBeNull();
    expect(bigListValueProblem('dv', '38400000-8cf0-11bd-b23e-10b96e40000d')).toBeNull();
    expect(bigListValueProblem('dv', 'device-1')).toMatch(/^не идентификатор устройства/);
    expect(bigListValueProblem('ua', 'Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });

  it('reads a file: header skipped, CSV first column, blanks and duplicates dropped, domains lower-cased', () => {
    expect(parseBigListText('dm', 'domain;visits\nNews.RU;10\n\nnews.ru;3\nkino.ru\r\n')).toEqual({
      values: ['news.ru', 'kino.ru'],
      problems: [],
    });
    const bad = parseBigListText('ip', '1.1.1.1\n300.1.1.1\nabc\n');
    expect(bad.values).toEqual(['1.1.1.1']);
    expect(bad.problems.map((p) => p.line)).toEqual([2, 3]);
    expect(describeProblems(bad.problems)).toBe(
      'В файле есть неверные значения: строка 2: «300.1.1.1» — не IP-адрес; строка 3: «abc» — не IP-адрес',
    );
  });
});

describe('vatOf', () => {
  it('computes VAT and the total to the kopeck', () => {
    expect(vatOf(100_000, 20)).toEqual({ vat: 20_000, includingVat: 120_000 });
    expect(vatOf(1234.56, 20)).toEqual({ vat: 246.91, includingVat: 1481.47 });
    expect(vatOf(999.99, 0)).toEqual({ vat: 0, includingVat: 999.99 });
  });
});
