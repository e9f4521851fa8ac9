/**
 * Finds English in a Russian product: Latin words in what a user reads or hears — visible text,
 * `aria-label`, `title`, `placeholder`, `alt` — outside the product's own words (docs/product.md#product: the
 * console speaks Russian only). Plain DOM, so a browser test can use it on a real page too.
 */

/**
 * Words a Russian advertising console writes in Latin letters, as its operators do; nothing else.
 * A word in English that has a Russian one («Email», «endpoint», «score», «px», «end card») is not here.
 */
export const PRODUCT_WORDS = new Set([
  // Trade terms, abbreviations and standards of online advertising (erid: the ОРД's token).
  'SSP',
  'DSP',
  'DMP',
  'RTB',
  'PMP',
  'Push',
  'CPM',
  'CPC',
  'CPV',
  'CPA',
  'CPI',
  'CTR',
  'VTR',
  'KPI',
  'CRM',
  'SDK',
  'OM',
  'IAB',
  'VAST',
  'VPAID',
  'MRAID',
  'Post-view',
  'erid',
  'ID',
  // The product's own message for a bad record id names it so: «ObjectID должен быть длиной 24 символа…».
  'ObjectID',
  'IP',
  'URL',
  'API',
  'HTTP',
  'MD5',
  'MCC-MNC',
  'User-Agent',
  'IFA',
  'GAID',
  'IDFA',
  'OAID',
  // File formats, their extensions as a file name ends (.xlsx, .csv), text encodings and languages.
  'CSV',
  'csv',
  'XLSX',
  'xlsx',
  'UTF-8',
  'Windows-1251',
  'JSON',
  'TXT',
  'ZIP',
  'PNG',
  'JPEG',
  'GIF',
  'WEBP',
  'MP4',
  'WEBM',
  'WebM',
  'HTML',
  'HTML5',
  'JS',
  'JavaScript',
  // Names of other companies' products the console works with: platforms, messengers, measurement and verification vendors.
  'iOS',
  'Android',
  'Huawei',
  'Smart',
  'TV',
  'Telegram',
  'Excel',
  'Brand',
  'Lift',
  'MOAT',
  'IAS',
  'Integral',
  'Ad',
  'Science',
  'DoubleVerify',
  'Weborama',
  'AdRiver',
  'Mediascope',
  'OMI',
  'Tiburon',
]);

const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;
const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'] as const;

/**
 * Not read: code, a form field's value (a textarea's text is its value: the record's data), and what
 * the markup itself declares not to be translated (`translate="no"`: an API name shown beside its
 * Russian label, as the authorization screen shows each permission's).
 */
const NOT_TEXT = 'script, style, noscript, textarea, [translate="no"]';

export type LatinText = { where: string; text: string; words: string[] };

const foreignWords = (text: string, allowed: Set<string>) =>
  (text.match(LATIN_WORD) ?? []).filter((w) => !allowed.has(w));

/** Every text and spoken attribute under `root` with a Latin word outside `allowed`. */
export function latinTexts(root: Element, allowed: Set<string> = PRODUCT_WORDS): LatinText[] {
  const found: LatinText[] = [];
  const check = (where: string, text: string | null) => {
    const words = text ? foreignWords(text, allowed) : [];
    if (words.length) found.push({ where, text: text!, words });
  };
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (el.closest(NOT_TEXT)) continue;
    for (const name of SPOKEN_ATTRIBUTES) check(`${el.tagName.toLowerCase()}[${name}]`, el.getAttribute(name));
  }
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(NOT_TEXT) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    check(`text in ${node.parentElement?.tagName.toLowerCase()}`, node.nodeValue);
  return found;
}
