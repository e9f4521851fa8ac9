import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootLoader, bootLoaderInIndexHtml } from '../../../../scripts/vite/bootLoader';
import { t } from '../../../../src/i18n/translate';
import { VARIANTS } from '../../../../src/variants';

describe('the loader in index.html (scripts/vite/bootLoader.ts)', () => {
  it("says what the console's own loader says, in the variant's colour, marked for the hand-over", () => {
    const { markup, style } = bootLoader(VARIANTS.plazkart);
    expect(markup).toContain(`<p>${t('kabinet.loading')}</p>`);
    expect(markup).toContain(`role="progressbar" aria-label="${t('kabinet.loading')}"`);
    expect(markup).toContain('data-boot-loader');
    expect(style).toContain(`color: ${VARIANTS.plazkart.primary}`);
  });

  it("is written into the page's empty root, its style into the head: no script", () => {
    const plugin = bootLoaderInIndexHtml();
    (plugin.configResolved as (c: { env: Record<string, string> }) => void)({ env: { VITE_VARIANT: 'redllama' } });
    const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
    const out = (plugin.transformIndexHtml as (h: string) => string)(html);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(out)?.[1] ?? '';
    expect(root).toContain('data-boot-loader');
    expect(out).toMatch(new RegExp(`<style>[\\s\\S]*color: ${VARIANTS.redllama.primary}[\\s\\S]*</style>`));
    expect(out.match(/<script/g)).toHaveLength(1);
  });
});
