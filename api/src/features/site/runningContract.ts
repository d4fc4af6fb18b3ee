import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseVersion } from './contractRange';

export const SHARED_PACKAGE = '@nail-or-never/shared';

const builtManifestSchema = z.object({ shared: z.array(z.object({ name: z.string(), version: z.string().optional() })) });
const builtFederationSchema = z.object({ metaData: z.object({ pluginVersion: z.string().min(1) }) });
const rootPackageSchema = z.object({ devDependencies: z.record(z.string(), z.string()) });
const FEDERATION_PACKAGE = '@module-federation/enhanced';
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

/**
 * The Module Federation version the host's build runs, which every section runs on too (remotes
 * leave the federation runtime out and use the host's): the one its manifest names, or, before the
 * host is built, the version this checkout pins (the root package.json).
 */
export function runningFederationVersion(hostDir: string, rootPackageFile: string): string {
  const built = builtFederationSchema.safeParse(readJson(path.join(hostDir, 'mf-manifest.json')));
  if (built.success) return built.data.metaData.pluginVersion;
  const root = rootPackageSchema.safeParse(readJson(rootPackageFile));
  const pinned = root.success ? root.data.devDependencies[FEDERATION_PACKAGE] : undefined;
  if (!pinned || !parseVersion(pinned)) throw new Error(`Cannot tell which Module Federation version the host runs: ${rootPackageFile} pins no exact ${FEDERATION_PACKAGE}.`);
  return pinned;
}
