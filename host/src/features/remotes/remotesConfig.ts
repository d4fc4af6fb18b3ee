import { isRemoteName, type RemotesConfig } from '@nail-or-never/shared';
import { REMOTES_CONFIG_REQUEST, REMOTES_CONFIG_URL, takeEarlyRemotesConfig } from './earlyRemotesConfig';

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

/**
 * Reads the runtime config (remote name -> manifest URL). Never cached: pointing this file at
 * another build of a remote must take effect on the next page load, with no host rebuild.
 * Unknown names are ignored so an operator's typo cannot break the known sections. The first read
 * takes the answer the entry asked for, if it did (earlyRemotesConfig.ts).
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  let response: Response;
  try {
    response = await (takeEarlyRemotesConfig() ?? fetch(REMOTES_CONFIG_URL, REMOTES_CONFIG_REQUEST));
  } catch {
    throw new RemotesConfigError(`The remotes configuration (${REMOTES_CONFIG_URL}) could not be fetched.`);
  }
  if (!response.ok) {
    throw new RemotesConfigError(`The remotes configuration (${REMOTES_CONFIG_URL}) answered HTTP ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemotesConfigError(`The remotes configuration (${REMOTES_CONFIG_URL}) is not valid JSON.`);
  }
  return parseRemotesConfig(body);
}

export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RemotesConfigError(`The remotes configuration (${REMOTES_CONFIG_URL}) must be an object of name -> URL.`);
  }
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(body)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.trim() !== '') config[name] = entry.trim();
  }
  return config;
}
