import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazifyResourceImports } from '../../../../scripts/vite/lazyResourceUi';

const RUNTIME = '../src/engine/definition/lazyUi';

describe('lazy resource components (scripts/vite/lazyResourceUi.ts)', () => {
  it('turns each imported component into a lazy one from the same module', () => {
    const code = [
      "import { defineResource } from '../src/engine/definition/types';",
      "import { CampaignCopyButton, SegmentsField as Segments } from '../src/resourceComponents/campaigns/CampaignSegments';",
      'export default defineResource({ schema: "campaign" });',
    ].join('\n');
    const out = lazifyResourceImports(code, 'resources/campaigns.ts', RUNTIME);
    expect(out).toContain(`import { lazyUi } from "${RUNTIME}";`);
    expect(out).toContain(
      'const CampaignCopyButton = lazyUi(() => import(\'../src/resourceComponents/campaigns/CampaignSegments\').then((m) => m.CampaignCopyButton), "CampaignCopyButton");',
    );
    expect(out).toContain(
      'const Segments = lazyUi(() => import(\'../src/resourceComponents/campaigns/CampaignSegments\').then((m) => m.SegmentsField), "SegmentsField");',
    );
    // No static import of a resource component is left: the shell does not load its module.
    expect(out).not.toMatch(/^import [^;]*resourceComponents/m);
    expect(out).toContain("import { defineResource } from '../src/engine/definition/types';");
  });

  it('keeps type imports and leaves files without resource components alone', () => {
    const typed =
      "import type { Props } from '../src/resourceComponents/x/Y';\nimport { type Mode, Button } from '../src/resourceComponents/x/Z';\n";
    const out = lazifyResourceImports(typed, 'resources/x.ts', RUNTIME);
    expect(out).toContain("import type { Props } from '../src/resourceComponents/x/Y';");
    expect(out).toContain("import type { Mode } from '../src/resourceComponents/x/Z';");
    expect(out).toContain('const Button = lazyUi(');
    const plain = "import { defineResource } from '../src/engine/definition/types';\n";
    expect(lazifyResourceImports(plain, 'resources/y.ts', RUNTIME)).toBe(plain);
  });

  it('fails on anything but a component, naming the way out', () => {
    expect(() =>
      lazifyResourceImports(
        "import { compactObject } from '../src/resourceComponents/campaigns/CompactObject';\n",
        'resources/c.ts',
        RUNTIME,
      ),
    ).toThrow(/compactObject.*withProps/);
    expect(() =>
      lazifyResourceImports(
        "import Panel from '../src/resourceComponents/banLists/BanListPanel';\n",
        'resources/b.ts',
        RUNTIME,
      ),
    ).toThrow(/только по именам компонентов/);
  });

  it('accepts every resource file as it stands', () => {
    const dir = path.resolve('resources');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const out = lazifyResourceImports(fs.readFileSync(path.join(dir, file), 'utf8'), file, RUNTIME);
      expect(out, file).not.toMatch(/^import [^;]*resourceComponents/m);
    }
  });
});
