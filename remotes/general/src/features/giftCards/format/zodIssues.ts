import type { z } from 'zod';

/** Zod's issues as `[field path, message]` pairs, the first message per field (for `setError`). */
export function issuesByField(error: z.ZodError): Array<[string, string]> {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen.entries()];
}
