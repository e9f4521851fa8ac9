import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredActionsLater } from '../../../../scripts/vite/declaredActionsLater';

describe('the shell\'s copy of a resource file with declared actions', () => {
  const source = fs.readFileSync('resources/groups.ts', 'utf8');
  const shell = declaredActionsLater(source, 'resources/groups.ts');

  it('keeps each action\'s places, not its texts and calls', () => {
    expect(shell).toContain("{ on: ['record'] }");
    expect(shell).toContain("{ on: ['list', 'bulk'] }");
    expect(shell).not.toContain('/group/status');
    expect(shell).not.toContain("name: 'members'");
    expect(shell).not.toContain('kabinet.groups.membersSaved');
    expect(shell.length).toBeLessThan(source.length / 2);
  });

  it('leaves actions given as components, and a file without declared actions, as they are', () => {
    const own = "export default defineResource({\n  schema: 'x',\n  actions: [\n    { name: 'status', Record: StatusButtons, Bulk: BulkStatus },\n  ],\n});\n";
    expect(declaredActionsLater(own, 'x.ts')).toBe(own);
    const mixed = own.replace("  ],", "    // a comment, with [brackets] and 'quotes'\n    { name: 'go', label: 'a, b', on: ['record'], link: { type: 'list', filter: { a: '{id}' } } },\n  ],");
    expect(declaredActionsLater(mixed, 'x.ts')).toContain("{ name: 'status', Record: StatusButtons, Bulk: BulkStatus },\n    { on: ['record'] },\n  ]");
  });
});
