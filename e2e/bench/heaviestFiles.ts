import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distFileFor, gzipSizeOf } from './distSizes';
import { kib } from './stats';

interface SourceMap {
  sources?: string[];
  sourcesContent?: (string | null)[];
}

/** `webpack://host/../../node_modules/primereact/button/button.esm.js` -> `primereact`. */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  const workspace = /(shared|host|remotes\/[^/]+)\/src\//.exec(source);
  return workspace?.[1] ?? 'other';
}

/** Production maps are hidden: written beside `dist/` in `sourcemaps/`, never served. */
function sourceMapOf(file: string): string {
  const parts = file.split(path.sep);
  const distIndex = parts.lastIndexOf('dist');
  return `${[...parts.slice(0, distIndex), 'sourcemaps', ...parts.slice(distIndex + 1)].join(path.sep)}.map`;
}

/** Which packages make up a built file, by source size, from its source map. */
function mainPackages(file: string): string {
  const mapFile = sourceMapOf(file);
  if (!existsSync(mapFile)) return 'no source map';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const weights = new Map<string, number>();
  (map.sources ?? []).forEach((source, index) => {
    const name = packageOf(source);
    weights.set(name, (weights.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 1));
  });
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  return [...weights]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, weight]) => `${name} ${Math.round((weight / total) * 100)}%`)
    .join(', ');
}

/** The heaviest built files behind `urls`, gzip -9, with what they are made of. */
export function heaviestFiles(urls: readonly string[], count = 8): string[] {
  const files = [...new Set(urls)].flatMap((url) => {
    const file = distFileFor(url);
    return file === null ? [] : [{ url, file, bytes: gzipSizeOf(file) }];
  });
  return files
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ url, file, bytes }) => `${new URL(url).pathname} — ${kib(bytes)} gzip (${path.extname(file) === '.css' ? 'CSS' : mainPackages(file)})`);
}
