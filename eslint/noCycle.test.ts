import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { architecture } from './architecture.mjs';

// The cycle rule follows imports through files on disk, so the other end of each cycle is a real
// file in a throw-away folder; only the file being linted is in memory.
let folder = '';
let eslint: ESLint;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'no-cycle-'));
  eslint = new ESLint({
    cwd: folder,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { architecture }, rules: { 'architecture/no-cycle': 'error' } }],
  });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function findings(name: string, code: string): Promise<string[]> {
  const filePath = path.join(folder, name);
  writeFileSync(filePath, code);
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`));
}

describe('architecture/no-cycle', () => {
  it('rejects an import that comes back to the file through another', async () => {
    writeFileSync(path.join(folder, 'b.ts'), "import { c } from './c';\nexport const b = c;\n");
    writeFileSync(path.join(folder, 'c.ts'), "import { a } from './a';\nexport const c = () => a;\n");
    const found = await findings('a.ts', "import { b } from './b';\nexport const a = b;\n");
    expect(found).toEqual([expect.stringMatching(/^architecture\/no-cycle: import cycle: \S*a\.ts -> \S*b\.ts -> \S*c\.ts -> \S*a\.ts$/)]);
  });

  it('accepts imports that never come back', async () => {
    writeFileSync(path.join(folder, 'leaf.ts'), 'export const leaf = 1;\n');
    expect(await findings('root.ts', "import { leaf } from './leaf';\nexport const root = leaf;\n")).toEqual([]);
  });

  it('ignores a type-only import in the file itself, which vanishes when compiled', async () => {
    writeFileSync(path.join(folder, 'palette.ts'), "import { shade } from './shade';\nexport const palette = [shade];\n");
    expect(await findings('shade.ts', "import type { palette } from './palette';\nexport const shade = 1;\nexport type Palette = typeof palette;\n")).toEqual([]);
  });

  it('ignores a type-only import further along the way back', async () => {
    writeFileSync(path.join(folder, 'size.ts'), "import type { Shape } from './shape';\nexport const size = 2;\nexport type Sized = Shape;\n");
    expect(await findings('shape.ts', "import { size } from './size';\nexport type Shape = { size: typeof size };\n")).toEqual([]);
  });
});
