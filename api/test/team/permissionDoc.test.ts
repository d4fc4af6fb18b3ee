import { readFileSync } from 'node:fs';
import path from 'node:path';
import { permissionTableMarkdown } from './permissionDoc';

/** docs/security.md must print the table the code enforces; on a change, paste the printed table. */
describe('docs/security.md', () => {
  it('lists the permission table exactly as shared/src/schemas/permissions.ts has it', () => {
    const doc = readFileSync(path.join(__dirname, '../../../docs/security.md'), 'utf8');
    const table = permissionTableMarkdown();
    if (!doc.includes(table)) throw new Error(`docs/security.md does not hold the current permission table. Paste this there:\n\n${table}\n`);
    expect(doc).toContain(table);
  });
});
