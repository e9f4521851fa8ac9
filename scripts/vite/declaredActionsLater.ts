/**
 * Declared actions (src/engine/resources/declaredActions.ts) are data of the resource files, which
 * are read with the shell; their texts, calls and forms are needed only when a screen shows their
 * buttons. This transform keeps in the shell's copy of a resource file each declared action's
 * `on` only (which screens have which buttons is known at once), in its place in the list; the
 * engine's renderer, a lazy chunk, loads the whole file (`?full`, untouched) when it renders and
 * takes the action at the same place.
 * Actions given as components (`Record`, `Bulk`, `List`) are left as they are.
 */

/** Character scanner over a TypeScript object literal: skips strings, template literals and comments. */
function skip(code: string, i: number): number {
  const c = code[i];
  if (c === "'" || c === '"' || c === '`') {
    let j = i + 1;
    while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && code[i + 1] === '/') return code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
  if (c === '/' && code[i + 1] === '*') return code.indexOf('*/', i) + 2;
  return i;
}

/** The index just after the bracket that closes the one at `open`. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length;) {
    const next = skip(code, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if ('([{'.includes(code[i])) depth += 1;
    if (')]}'.includes(code[i]) && --depth === 0) return i + 1;
    i += 1;
  }
  throw new Error('unbalanced brackets');
}

/** Top-level parts of a bracketed list or object body, split at commas of depth 0 (comments dropped). */
function parts(body: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < body.length;) {
    const next = skip(body, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if ('([{'.includes(body[i])) {
      i = closing(body, i);
      continue;
    }
    if (body[i] === ',') {
      out.push(body.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  out.push(body.slice(start));
  return out.map((p) => p.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '').trim()).filter(Boolean);
}

/** The shell's copy of a resource file: declared actions reduced to their places. */
export function declaredActionsLater(code: string, file: string): string {
  const at = /\n {2}actions:\s*\[/.exec(code);
  if (!at) return code;
  const open = at.index + at[0].length - 1;
  const end = closing(code, open);
  let declared = 0;
  const items = parts(code.slice(open + 1, end - 1)).map((item) => {
    if (!item.startsWith('{')) throw new Error(`${file}: actions — только литералы объектов, без «${item.slice(0, 20)}…»`);
    const fields = new Map(parts(item.slice(1, -1)).map((p) => {
      const colon = /^([A-Za-z]+)\s*:/.exec(p);
      return [colon?.[1] ?? p, colon ? p.slice(colon[0].length).trim() : p] as const;
    }));
    if (!fields.has('on')) return item;
    declared += 1;
    return `{ on: ${fields.get('on')} }`;
  });
  if (!declared) return code;
  return `${code.slice(0, open)}[\n    ${items.join(',\n    ')},\n  ]${code.slice(end)}`;
}
