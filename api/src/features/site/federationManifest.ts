import { z } from 'zod';
import { SHARED_PACKAGE } from './runningContract';

/** What a deploy needs to know about a build before pointing the host at it. */
export interface FederationManifest {
  name: string;
  /** The `@nail-or-never/shared` range the build was made for, e.g. `^2.7.0`. */
  sharedRange: string;
  /** The Module Federation version it was built with (`metaData.pluginVersion`), when the manifest says. */
  federationVersion: string | null;
}

/** The build cannot be used; the message says why in plain words, naming the URL. */
export class ManifestError extends Error {
  override name = 'ManifestError';
}

const FETCH_TIMEOUT_MS = 10_000;

// The parts of @module-federation's mf-manifest.json the host's runtime relies on.
const manifestSchema = z.object({
  name: z.string().min(1),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1) }), pluginVersion: z.string().optional() }),
  shared: z.array(z.object({ name: z.string(), requiredVersion: z.string().optional() })),
  exposes: z.array(z.unknown()),
});

export function manifestUrlOf(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ManifestError(`"${text}" is not a URL. Give the full address of the build's mf-manifest.json, e.g. https://cdn.example/services/2026-11-24.1/mf-manifest.json`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ManifestError(`"${text}" is not an http(s) URL; browsers load the build from it.`);
  return url;
}

async function download(url: URL): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    throw new ManifestError(`Cannot reach ${url.href} (${cause}). Nothing was changed.`);
  }
  if (!response.ok) throw new ManifestError(`${url.href} answered ${response.status} ${response.statusText}, not a manifest. Nothing was changed.`);
  return response.text();
}

/** Downloads a build's manifest and checks it is a federation manifest that shares our package. */
export async function fetchFederationManifest(urlText: string): Promise<FederationManifest> {
  const url = manifestUrlOf(urlText);
  const text = await download(url);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError(`${url.href} is not JSON, so not a federation manifest (mf-manifest.json). Nothing was changed.`);
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) {
    throw new ManifestError(`${url.href} is not a federation manifest: it lacks ${manifest.error.issues.map((issue) => issue.path.join('.') || 'an object').join(', ')}. Nothing was changed.`);
  }
  const sharedRange = manifest.data.shared.find((entry) => entry.name === SHARED_PACKAGE)?.requiredVersion;
  if (!sharedRange) {
    throw new ManifestError(`The build at ${url.href} does not share ${SHARED_PACKAGE}, so it would run a second copy of the session and stores. Nothing was changed.`);
  }
  return { name: manifest.data.name, sharedRange, federationVersion: manifest.data.metaData.pluginVersion ?? null };
}
