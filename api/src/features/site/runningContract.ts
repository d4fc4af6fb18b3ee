import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseVersion } from './contractRange';

export const SHARED_PACKAGE = '@nail-or-never/shared';

const builtManifestSchema = z.object({ shared: z.array(z.object({ name: z.string(), version: z.string().optional() })) });
const contractSchema = z.object({ versions: z.array(z.object({ version: z.string() })).min(1) });

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The `@nail-or-never/shared` version the host serves: the one its build declares in its manifest,
 * or, before the host is built, the version a build of this checkout would get (the last entry of
 * shared/contract.json, as webpack/sharedDependencies.js picks it).
 */
export function runningContractVersion(hostDir: string, contractFile: string): string {
  const built = builtManifestSchema.safeParse(readJson(path.join(hostDir, 'mf-manifest.json')));
  const builtVersion = built.success ? built.data.shared.find((entry) => entry.name === SHARED_PACKAGE)?.version : undefined;
  if (builtVersion && parseVersion(builtVersion)) return builtVersion;
  const contract = contractSchema.safeParse(readJson(contractFile));
  const latest = contract.success ? contract.data.versions.at(-1)?.version : undefined;
  if (!latest || !parseVersion(latest)) throw new Error(`Cannot tell which ${SHARED_PACKAGE} version the host runs: ${contractFile} lists no version.`);
  return latest;
}
