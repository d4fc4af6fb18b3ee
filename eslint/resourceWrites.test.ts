import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../eslint.config.mjs';

// The repository's real lint configuration on code that exists only in memory, under made-up paths.
const ROOT = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config as Linter.Config[] });

async function findings(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`));
}

const withClient = (body: string) => `import { queryClient as client } from '@nail-or-never/shared';\nexport const run = () => ${body};\n`;
const COMPONENT = 'remotes/general/src/features/contact/components/A.tsx';

describe('architecture/resource-writes', () => {
  it.each([
    ['invalidateQueries in a remote', COMPONENT, withClient("client.invalidateQueries({ queryKey: ['general', 'contact'] })"), /"invalidateQueries" changes the query cache/],
    ['setQueryData in the host', 'host/src/features/dashboard/a.ts', withClient("client.setQueryData(['dashboard'], null)"), /"setQueryData" changes the query cache/],
    ['removeQueries in a remote', 'remotes/services/src/features/services/a.ts', withClient("client.removeQueries({ queryKey: ['services'] })"), /"removeQueries"/],
    ['resetQueries called by a computed name', 'remotes/galleries/src/app/a.ts', withClient("client['resetQueries']()"), /"resetQueries"/],
    ['refetchQueries in a remote', COMPONENT, withClient('client.refetchQueries()'), /"refetchQueries"/],
    ['cancelQueries in a remote', COMPONENT, withClient('client.cancelQueries()'), /"cancelQueries"/],
    ['getQueryCache in a remote', COMPONENT, withClient('client.getQueryCache()'), /"getQueryCache"/],
    ['a cache method taken out of the client', COMPONENT, withClient('{ const { invalidateQueries } = client; return invalidateQueries; }'), /"invalidateQueries"/],
    [
      'an inline mutationFn',
      COMPONENT,
      "import { useMutation } from '@tanstack/react-query';\nexport const useSave = () => useMutation({ mutationFn: (id: number) => Promise.resolve(id) });\n",
      /an inline mutationFn defines a write outside the shared package/,
    ],
    [
      'a write defined with mutationOptions',
      COMPONENT,
      "import { mutationOptions } from '@tanstack/react-query';\nexport const save = mutationOptions({ mutationKey: ['x'] });\n",
      /"mutationOptions" defines a write outside the shared package/,
    ],
    ['a test invalidating instead of setting up', 'remotes/general/src/features/contact/a.test.ts', withClient('client.invalidateQueries()'), /"invalidateQueries"/],
  ])('rejects %s', async (_case, file, code, message) => {
    const found = await findings(file, code);
    expect(found).toEqual([expect.stringMatching(message)]);
    expect(found[0]).toMatch(/^architecture\/resource-writes: /);
  });

  it.each([
    [
      "a component spreading a resource's mutationOptions",
      COMPONENT,
      "import { useMutation } from '@tanstack/react-query';\nimport { contactMutations } from '@nail-or-never/shared/general';\nexport const useSave = () => useMutation({ ...contactMutations.update(), retry: false });\n",
    ],
    ['a component reading the cache', COMPONENT, withClient("client.getQueryData(['general', 'contact'])")],
    ['a test setting up the cache for the page it renders', 'remotes/services/src/app/a.test.tsx', withClient("client.setQueryData(['service-groups'], [])")],
    ['a resource definition in shared', 'shared/src/general/a.ts', withClient("client.invalidateQueries({ queryKey: ['general'] })")],
  ])('accepts %s', async (_case, file, code) => {
    expect(await findings(file, code)).toEqual([]);
  });
});
