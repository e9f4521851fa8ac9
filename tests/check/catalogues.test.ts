// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every Russian word the console shows lives in a message catalogue, so a reader finds a screen's
 * texts in one place and a change of wording never means a search through components. A
 * catalogue is a file that holds texts only:
 * - src/i18n/ and every `messages.ts` read through react-admin's translate (src/i18n/index.ts
 *   merges them: `kabinet.<folder>.*`);
 * - a `<what>Messages.ts` beside lazily loaded code (the date picker, the file field, an export,
 *   the resource reference): its texts load with that code instead of weighing on the first load.
 * This fails on a Cyrillic string, template or JSX text anywhere else in src/ (comments and
 * regular expressions are not texts).
 */
const CATALOGUE = /(^|\/)src\/i18n\/|(^|\/)messages\.ts$|Messages\.ts$/;

/** Files and folders whose Russian is not the console's to translate, and why. */
const ALLOWED: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^src\/(engine\/schema|domain)\//,
    why: "the rules both sides apply: the reference API (server/) imports them and answers with the same Russian message at the same field, without the console's i18n",
  },
  {
    pattern: /^src\/(pages|resourceComponents)\/[^/]+\/page\.tsx$/,
    why: "a bespoke page's declaration names its route and menu item, as resources/*.ts and schemas/ do for a resource",
  },
  {
    pattern:
      /^src\/(engine\/(catalog|relatedCheck)\.ts|engine\/views\/useDefinition\.ts|layout\/reactRouterForAdmin\.ts)$/,
    why: 'errors for whoever writes a resource file or wires the app (`npm run check`, start-up), never shown to a console user',
  },
];

const CYRILLIC = /[А-Яа-яЁё]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** `file:line: text` of each Cyrillic literal of a file's code (strings, templates, JSX text). */
export function cyrillicLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && CYRILLIC.test(node.getText(source))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line}: ${node.getText(source).trim().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the message catalogues', () => {
  it('hold every Russian text of src/', () => {
    const outside = sourceFiles('src')
      .filter((file) => !CATALOGUE.test(file) && !ALLOWED.some((a) => a.pattern.test(file)))
      .map((file) => ({ file, text: fs.readFileSync(path.join(process.cwd(), file), 'utf8') }))
      .flatMap(({ file, text }) => (CYRILLIC.test(text) ? cyrillicLiterals(file, text) : []));
    expect(
      outside,
      "move these texts into the folder's messages.ts (read with useTranslate or t) or a <what>Messages.ts beside lazy code",
    ).toEqual([]);
  });

  it('tell a text from a comment and a pattern', () => {
    const code = [
      '// Комментарий не текст',
      'const re = /пуст/i;',
      "const a = 'Сохранить';",
      'const b = `Файл ${name} загружен`;',
      'const c = <p>Готово</p>;',
    ].join('\n');
    expect(cyrillicLiterals('x.tsx', code).map((f) => f.replace(/^x\.tsx:\d+: /, ''))).toEqual([
      "'Сохранить'",
      '`Файл ${',
      '} загружен`',
      'Готово',
    ]);
  });
});
