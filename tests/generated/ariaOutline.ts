/**
 * A rendered screen as a person using it, or a screen reader, meets it: one line per landmark,
 * control, heading or piece of text, in document order, indented by nesting —
 *
 *     - form
 *       - textbox "Название" * = "Название 1"
 *       - group "Финансы"
 *         - combobox "Валюта" * = "Рубль"
 *     - toolbar
 *       - button "Сохранить" [disabled]
 *
 * Roles come from `role` or the tag (ARIA's implicit roles), names from aria-labelledby,
 * aria-label, the field's <label>, a fieldset's legend or the element's text. What the user sees
 * of a field's state is kept: `*` for a required mark (the label ends with one, or
 * aria-required), the value, and disabled, read-only, checked, selected. A table is its column
 * headers, one a line, and a line per row with its cells side by side. No class names, ids,
 * styles or SVG paths: what a UI library's patch release changes leaves the outline as it was;
 * decorative elements (aria-hidden, hidden, unlabelled icons) are left out.
 */
export function ariaOutline(root: Element): string {
  return render(items(root, context(root)), 0).join('\n');
}

/** A piece of text, still open to joining its neighbours, or a line with what is nested under it. */
type Item = string | Line;
interface Line {
  line: string;
  children: Item[];
}

/** The lines of items at a depth; a text item is one `- text:` line. */
function render(list: Item[], depth: number): string[] {
  const pad = '  '.repeat(depth);
  return list.flatMap((item) =>
    typeof item === 'string'
      ? [`${pad}- text: ${item}`]
      : [`${pad}- ${item.line}`, ...render(item.children, depth + 1)],
  );
}

/** Names and values in double quotes, as they are (no escapes: the outline is read, not parsed). */
const quote = (text: string) => `"${text}"`;

/** Roles whose element is a line of its own with its content nested under it. */
const CONTAINERS = new Set([
  'form',
  'group',
  'radiogroup',
  'toolbar',
  'tablist',
  'tabpanel',
  'dialog',
  'alertdialog',
  'alert',
  'status',
  'navigation',
  'region',
  'list',
  'listitem',
  'menu',
  'listbox',
  'tree',
  'banner',
  'main',
  'search',
]);
/** Roles whose element is one line: its name says what its content says. */
const LEAVES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'checkbox',
  'switch',
  'radio',
  'slider',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'img',
  'heading',
  'progressbar',
  'meter',
  'treeitem',
]);
/** Roles that take their name from their content when nothing else names them. */
const NAMED_BY_CONTENT = new Set([
  'button',
  'link',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'heading',
  'treeitem',
  'cell',
  'columnheader',
  'rowheader',
  'checkbox',
  'switch',
  'radio',
]);
/** Tags whose text flows into their neighbours' (a number and its unit); any other ends a text. */
const INLINE = new Set([
  'SPAN',
  'B',
  'STRONG',
  'EM',
  'I',
  'SMALL',
  'SUP',
  'SUB',
  'CODE',
  'ABBR',
  'TIME',
  'BDI',
  'MARK',
  'S',
  'U',
  'Q',
  'DATA',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'PATH', 'DEFS']);

function implicitRole(el: Element): string | null {
  const tag = el.tagName;
  switch (tag) {
    case 'A':
      return el.hasAttribute('href') ? 'link' : null;
    case 'BUTTON':
      return 'button';
    case 'TEXTAREA':
      return 'textbox';
    case 'SELECT':
      return (el as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
    case 'OPTION':
      return 'option';
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
      return 'heading';
    case 'FORM':
      return 'form';
    case 'FIELDSET':
      return 'group';
    case 'UL':
    case 'OL':
      return 'list';
    case 'LI':
      return 'listitem';
    case 'TABLE':
      return 'table';
    case 'TR':
      return 'row';
    case 'TH':
      return el.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
    case 'TD':
      return 'cell';
    case 'NAV':
      return 'navigation';
    case 'DIALOG':
      return 'dialog';
    case 'PROGRESS':
      return 'progressbar';
    case 'IMG':
      return el.getAttribute('alt') === '' ? null : 'img';
    case 'INPUT': {
      const type = (el as HTMLInputElement).type;
      if (type === 'hidden') return null;
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'number') return 'spinbutton';
      if (type === 'range') return 'slider';
      if (type === 'search') return 'searchbox';
      if (type === 'button' || type === 'submit' || type === 'reset' || type === 'file') return 'button';
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
    default:
      return null;
  }
}

function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit === 'presentation' || explicit === 'none') return null;
  return explicit || implicitRole(el);
}

/** Left out with everything in it: hidden from everyone, or from assistive technology. */
function isHidden(el: Element): boolean {
  if (SKIPPED.has(el.tagName.toUpperCase())) return true;
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  if (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'hidden') return true;
  // The style attribute as written: parsing it (element.style) for every element is slow in jsdom.
  return /(^|;)\s*(display:\s*none|visibility:\s*hidden)/.test(el.getAttribute('style') ?? '');
}

/** What names the controls of a screen, found in one pass over it. */
interface Context {
  /** Elements whose text names a control (labels, aria-labelledby targets): not repeated as text. */
  names: Set<Element>;
  /** Each control's <label> elements (jsdom's `control.labels` searches the whole document each time). */
  labels: Map<Element, Element[]>;
}

const LABELABLE = 'input, textarea, select, button, meter, output, progress';

function context(root: Element): Context {
  const names = new Set<Element>();
  const labels = new Map<Element, Element[]>();
  const doc = root.ownerDocument;
  for (const el of descendants(root)) {
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      for (const id of by.split(/\s+/)) {
        const target = doc.getElementById(id);
        if (target && !target.contains(el)) names.add(target);
      }
    }
    if (el.tagName !== 'LABEL') continue;
    const htmlFor = el.getAttribute('for');
    const control = htmlFor ? doc.getElementById(htmlFor) : el.querySelector(LABELABLE);
    if (!control || !control.matches(LABELABLE)) continue;
    names.add(el);
    labels.set(control, [...(labels.get(control) ?? []), el]);
  }
  return { names, labels };
}

/**
 * Children and descendants by sibling pointers: jsdom's live collections (childNodes, children,
 * getElementsByTagName) answer every index through a proxy, many times slower, at every check.
 */
function childNodes(el: Node): Node[] {
  const out: Node[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

function childElements(el: Element): Element[] {
  const out: Element[] = [];
  for (let c = el.firstElementChild; c; c = c.nextElementSibling) out.push(c);
  return out;
}

/** Every element under root, in document order. */
export function descendants(root: Element): Element[] {
  const out: Element[] = [];
  const visit = (el: Element) => {
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      out.push(c);
      visit(c);
    }
  };
  visit(root);
  return out;
}

const clean = (text: string) =>
  text
    .replace(/[\u200b\u200e\u200f\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The text a person sees in an element: hidden parts left out, or kept (a label's `*` mark). */
function textOf(el: Node, withHidden = false): string {
  if (el.nodeType === 3) return el.textContent ?? '';
  if (el.nodeType !== 1) return '';
  const element = el as Element;
  if (SKIPPED.has(element.tagName.toUpperCase())) return '';
  if (!withHidden && isHidden(element)) return '';
  if (element.tagName === 'IMG') return element.getAttribute('alt') ?? '';
  if (element.tagName.toUpperCase() === 'SVG') return withHidden ? '' : (element.getAttribute('aria-label') ?? '');
  let out = '';
  for (const child of childNodes(element)) out += textOf(child, withHidden);
  return out;
}

function labelledBy(el: Element): Element[] {
  const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => el.ownerDocument.getElementById(id)).filter((e): e is HTMLElement => e !== null);
}

/** The elements a control's name is read from, for its name and its required mark. */
function labelsOf(el: Element, ctx: Context): Element[] {
  const by = labelledBy(el);
  if (by.length) return by;
  if (el.hasAttribute('aria-label')) return [];
  const labels = ctx.labels.get(el);
  if (labels) return labels;
  if (el.tagName === 'FIELDSET') {
    const legend = childElements(el).find((c) => c.tagName === 'LEGEND');
    return legend ? [legend] : [];
  }
  return [];
}

function nameOf(el: Element, role: string, ctx: Context): string {
  const labels = labelsOf(el, ctx);
  if (labels.length) return clean(labels.map((l) => textWithout(l, el)).join(' '));
  const aria = el.getAttribute('aria-label');
  if (aria && clean(aria)) return clean(aria);
  if (el.tagName === 'IMG') return clean(el.getAttribute('alt') ?? '');
  if (el.tagName === 'TABLE') {
    const caption = childElements(el).find((c) => c.tagName === 'CAPTION');
    if (caption) return clean(textOf(caption));
  }
  if (NAMED_BY_CONTENT.has(role)) {
    const text = clean(textOf(el));
    if (text) return text;
  }
  return clean(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
}

/** A label's text without the control it wraps (a checkbox inside its <label>). */
function textWithout(label: Element, control: Element): string {
  if (!label.contains(control)) return textOf(label);
  let out = '';
  for (const child of childNodes(label)) if (!child.contains(control)) out += textOf(child);
  return out;
}

/** The required mark of a field: aria-required or `required`, or the `*` its label shows. */
function isRequired(el: Element, ctx: Context): boolean {
  if (el.getAttribute('aria-required') === 'true' || (el as HTMLInputElement).required) return true;
  return labelsOf(el, ctx).some((label) => clean(textOf(label, true)).endsWith('*'));
}

/** The value a field shows: what is typed or chosen, as the user reads it. */
function valueOf(el: Element, role: string): string {
  if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') {
    const input = el as HTMLInputElement;
    return ['checkbox', 'radio', 'file', 'button', 'submit', 'reset'].includes(input.type) ? '' : input.value;
  }
  if (el.tagName === 'SELECT')
    return [...(el as HTMLSelectElement).selectedOptions].map((o) => o.textContent).join(', ');
  if (role === 'combobox' || role === 'textbox' || role === 'spinbutton' || role === 'slider') {
    return el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow') ?? clean(textOf(el));
  }
  return '';
}

const INPUT_TYPES_SHOWN = new Set([
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
  'email',
  'url',
  'tel',
  'password',
  'file',
  'color',
]);

/** One control's line: role, name, marks, states, value. */
function controlLine(el: Element, role: string, ctx: Context): string {
  const name = nameOf(el, role, ctx);
  let line = name ? `${role} ${quote(name)}` : role;
  if (role === 'heading') line += ` [level=${el.getAttribute('aria-level') ?? el.tagName.slice(1)}]`;
  const type = el.tagName === 'INPUT' ? (el as HTMLInputElement).type : '';
  if (INPUT_TYPES_SHOWN.has(type)) line += ` [${type}]`;
  if (el.tagName === 'TEXTAREA' || el.getAttribute('aria-multiline') === 'true') line += ' [multiline]';
  if (
    [
      'textbox',
      'searchbox',
      'combobox',
      'spinbutton',
      'checkbox',
      'switch',
      'radio',
      'slider',
      'listbox',
      'group',
    ].includes(role) &&
    isRequired(el, ctx)
  )
    line += ' *';
  const checked = el.getAttribute('aria-checked') ?? ((el as HTMLInputElement).checked ? 'true' : null);
  if (checked === 'true') line += ' [checked]';
  if (checked === 'mixed' || (el as HTMLInputElement).indeterminate) line += ' [mixed]';
  if (el.getAttribute('aria-selected') === 'true') line += ' [selected]';
  if (el.getAttribute('aria-pressed') === 'true') line += ' [pressed]';
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') line += ' [disabled]';
  if ((el as HTMLInputElement).readOnly || el.getAttribute('aria-readonly') === 'true') line += ' [readonly]';
  const value = clean(valueOf(el, role));
  if (value && value !== name) line += ` = ${quote(value)}`;
  const href = role === 'link' ? el.getAttribute('href') : null;
  if (href) line += ` → ${decodeURIComponent(href)}`;
  return line;
}

/**
 * The items of an element's content, in order. Texts of one inline run are one text (a number and
 * its unit); an element holding nothing but texts (a field's label and value on a show page)
 * becomes one `text:` line of them, so its texts stay together.
 */
function items(el: Element, ctx: Context): Item[] {
  const out: Item[] = [];
  let run = '';
  const flush = () => {
    const text = clean(run);
    if (text) out.push(text);
    run = '';
  };
  for (const child of childNodes(el)) {
    if (child.nodeType === 3) {
      run += child.textContent ?? '';
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (tag === 'SVG' || tag === 'IMG') {
      // An icon that says something (a yes/no value): its name, however it is hidden.
      const name = clean(element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '');
      if (name && (tag === 'SVG' || !isHidden(element))) {
        flush();
        out.push({ line: `img ${quote(name)}`, children: [] });
      }
      continue;
    }
    if (isHidden(element)) continue;
    if (ctx.names.has(element)) {
      // A label's text is its control's name; a control inside its label is still a line.
      flush();
      out.push(...items(element, ctx).filter((i) => typeof i !== 'string'));
      continue;
    }
    if (tag === 'LEGEND' && el.tagName === 'FIELDSET') continue;
    const role = roleOf(element);
    if (role === 'table' || role === 'grid' || role === 'treegrid') {
      flush();
      out.push({ line: controlLine(element, role, ctx), children: tableItems(element, ctx) });
    } else if (role && LEAVES.has(role)) {
      flush();
      out.push({ line: controlLine(element, role, ctx), children: [] });
    } else if (role && CONTAINERS.has(role)) {
      flush();
      out.push({ line: containerLine(element, role, ctx), children: items(element, ctx) });
    } else if (INLINE.has(tag) && onlyText(element, ctx)) {
      run += textOf(element);
    } else {
      flush();
      const inner = items(element, ctx);
      const texts =
        inner.length > 1 &&
        inner.every((i) => typeof i === 'string' || (i.line.startsWith('img ') && !i.children.length));
      out.push(...(texts ? [{ line: `text: ${inline(inner)}`, children: [] }] : inner));
    }
  }
  flush();
  return out;
}

function containerLine(el: Element, role: string, ctx: Context): string {
  const name = nameOf(el, role, ctx);
  let line = name ? `${role} ${quote(name)}` : role;
  if ((role === 'group' || role === 'radiogroup') && isRequired(el, ctx)) line += ' *';
  return line;
}

/** Nothing in it but inline text (no control, block or name source): it flows into the text around it. */
function onlyText(el: Element, ctx: Context): boolean {
  for (const child of childElements(el)) {
    const tag = child.tagName.toUpperCase();
    if (tag === 'SVG' || tag === 'IMG') {
      if (child.getAttribute('aria-label') || child.getAttribute('alt')) return false;
      continue;
    }
    if (isHidden(child)) continue;
    if (!INLINE.has(child.tagName.toUpperCase()) || ctx.names.has(child) || roleOf(child) || !onlyText(child, ctx))
      return false;
  }
  return true;
}

/** A table: its column headers, one a line, then a line per row, its cells side by side. */
function tableItems(table: Element, ctx: Context): Item[] {
  const out: Item[] = [];
  for (const row of descendants(table).filter((e) => e.tagName === 'TR' || e.getAttribute('role') === 'row')) {
    if (row.closest('table, [role="table"], [role="grid"], [role="treegrid"]') !== table || isHiddenWithin(row, table))
      continue;
    const cells = childElements(row).filter((c) => !isHidden(c));
    const headers = cells.every((c) => roleOf(c) === 'columnheader');
    if (headers && cells.length) {
      for (const cell of cells) {
        const name = clean(textOf(cell));
        // What else the header holds: its sort button, a select-all checkbox.
        const controls = inline(items(cell, ctx).filter((i) => typeof i !== 'string'));
        out.push({
          line: `columnheader${name ? ` ${quote(name)}` : ''}${controls ? `: ${controls}` : ''}`,
          children: [],
        });
      }
    } else {
      out.push({ line: `row: ${cells.map((c) => inline(items(c, ctx)) || '—').join(' | ')}`, children: [] });
    }
  }
  return out;
}

function isHiddenWithin(el: Element, root: Element): boolean {
  for (let e: Element | null = el; e && e !== root; e = e.parentElement) if (isHidden(e)) return true;
  return false;
}

/** A cell's content on one line: texts as they are, controls as `role "name"`. */
function inline(list: Item[]): string {
  return list
    .map((item) => {
      if (typeof item === 'string') return item;
      const line = item.line.replace(/^text: /, '');
      return item.children.length ? `${line} (${inline(item.children)})` : line;
    })
    .join(' · ');
}
