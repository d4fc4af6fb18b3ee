import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../eslint.config.mjs';

// The repository's real lint configuration, run on code that exists only in memory: each file path
// is made up, and the rules judge the import by where that path and its target would live.
const ROOT = path.resolve(__dirname, '..');
// typescript-eslint types its configs with its own (equivalent) LanguageOptions, which ESLint's type does not accept as is.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config as Linter.Config[] });

async function findings(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`));
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('architecture/boundaries', () => {
  it.each([
    ['a remote importing another remote', 'remotes/services/src/features/services/a.ts', '../../../../galleries/src/index', /a remote never imports another remote/],
    ['a remote importing the host', 'remotes/general/src/app/a.ts', '../../../../host/src/shell/AppLayout', /only the host imports the host's source/],
    ['the host importing a remote', 'host/src/shell/a.ts', '../../../remotes/services/src/expose/Section', /nothing outside a remote imports its source/],
    ['a remote importing shared by path', 'remotes/galleries/src/app/a.ts', '../../../../shared/src/kit/index', /imports shared's source by path/],
    ['the host importing shared by path', 'host/src/a.ts', '../../shared/src/index', /imports shared's source by path/],
    ['a deep import of the shared package', 'host/src/a.ts', '@nail-or-never/shared/src/kit/SearchBox', /import the package entry/],
    ['a feature importing app/', 'remotes/services/src/features/services/a.ts', '../../app/pages/ParentServicePage', /features never import app\//],
    ['a feature importing another feature', 'remotes/general/src/features/employees/a.ts', '../giftCards/model/giftCardText', /feature "employees" imports feature "giftCards"/],
  ])('rejects %s', async (_case, file, specifier, message) => {
    const found = await findings(file, importing(specifier));
    expect(found).toEqual([expect.stringMatching(message)]);
    expect(found[0]).toMatch(/^architecture\/boundaries: /);
  });

  it.each([
    ['a remote importing the shared package', 'remotes/services/src/features/services/a.ts', '@nail-or-never/shared'],
    ['a remote importing a public shared entry', 'remotes/general/src/features/employees/a.ts', '@nail-or-never/shared/kit'],
    ['a feature importing its own files', 'remotes/general/src/features/employees/components/a.ts', '../employeePaths'],
    ['app/ importing a feature', 'remotes/services/src/app/a.ts', '../features/services/components/ServicesPanel'],
    ['shared importing its own source', 'shared/src/kit/a.ts', '../http/httpClient'],
    ['the host importing its own source', 'host/src/shell/a.ts', '../features/auth/LogoutButton'],
  ])('accepts %s', async (_case, file, specifier) => {
    expect(await findings(file, importing(specifier))).toEqual([]);
  });
});

describe('one copy of zod and react-router in the browser', () => {
  it.each([
    ['zod', 'remotes/services/src/features/services/a.ts', importing('zod')],
    ['react-router', 'remotes/general/src/app/a.ts', importing('react-router')],
    ['react-router-dom', 'host/src/shell/a.ts', importing('react-router-dom')],
    ['zod in shared outside its schemas', 'shared/src/kit/a.ts', importing('zod')],
  ])('rejects a run-time import of %s', async (_case, file, code) => {
    expect(await findings(file, code)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*@nail-or-never\/shared\/(schemas|router)/)]);
  });

  it.each([
    ['a type-only import of zod in a remote', 'remotes/services/src/a.ts', "import type { ZodType } from 'zod';\nexport type Schema = ZodType;\n"],
    ['zod in shared/src/schemas', 'shared/src/schemas/a.ts', importing('zod')],
    ['react-router in shared/src/router', 'shared/src/router/a.ts', importing('react-router')],
    ['zod in the API', 'api/src/a.ts', importing('zod')],
  ])('accepts %s', async (_case, file, code) => {
    expect(await findings(file, code)).toEqual([]);
  });
});
