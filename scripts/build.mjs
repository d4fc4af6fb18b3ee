#!/usr/bin/env node
// Compiles the API and builds the four federated apps for production, skipping what did not change.
import { pathToFileURL } from 'node:url';
import { buildApps } from './lib/buildApps.mjs';
import { ensureInstalled } from './lib/ensureInstalled.mjs';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureInstalled();
  await buildApps({ force: process.argv.includes('--force') });
}
