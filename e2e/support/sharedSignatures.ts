/**
 * Strings that survive minification and occur in exactly one module of each library, so a fetched
 * script that contains one is a copy of that library. Every app's build carries its own fallback
 * copy of each shared library; federation must fetch only one of them per page.
 */
export interface SharedSignature {
  library: string;
  pattern: RegExp;
}

export const SHARED_SIGNATURES: readonly SharedSignature[] = [
  { library: 'react', pattern: /The argument must be a React element, but you passed/ },
  { library: 'react-dom/client', pattern: /rendererPackageName:\s*"react-dom"/ },
  { library: '@nail-or-never/shared', pattern: /__nailOrNeverShared/ },
  // Bundled inside `@nail-or-never/shared/router`, not shared on its own: still one copy per page.
  { library: 'react-router', pattern: /useNavigate\(\) may be used only in the context of a <Router> component/ },
];

export interface FetchedScript {
  url: string;
  body: string;
}

export interface DuplicateReport {
  /** library -> URLs of the fetched scripts that contain a copy of it */
  copies: Record<string, string[]>;
  /** URLs fetched more than once */
  refetched: string[];
}

export function findDuplicates(scripts: readonly FetchedScript[]): DuplicateReport {
  const copies: Record<string, string[]> = {};
  for (const { library, pattern } of SHARED_SIGNATURES) {
    copies[library] = scripts.filter((script) => pattern.test(script.body)).map((script) => script.url);
  }
  const seen = new Map<string, number>();
  for (const script of scripts) seen.set(script.url, (seen.get(script.url) ?? 0) + 1);
  const refetched = [...seen].filter(([, count]) => count > 1).map(([url]) => url);
  return { copies, refetched };
}
