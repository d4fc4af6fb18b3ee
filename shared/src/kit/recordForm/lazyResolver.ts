import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code (the schema and its validation library) is fetched on first use. */
export type LazyResolver<Input extends FieldValues, Context = unknown, Output = Input> = Resolver<Input, Context, Output> & {
  /** Starts fetching the real resolver (a form calls it on its first focus); the same promise every time. */
  preload: () => Promise<Resolver<Input, Context, Output>>;
};

/**
 * A form's resolver loaded after the form is painted: `lazyResolver(() => import('./groupResolver').then((m) => m.resolver))`.
 * The schema library (zod, ~27 KiB gzip with the schemas) is then not part of a section's first page:
 * it arrives on the first focus of the form (`preloadResolver`), or at the latest on the first check
 * (react-hook-form awaits a resolver anyway, so nothing else changes). A failed fetch is forgotten,
 * so the next check tries again; meanwhile the record form says the checks did not load (`checkedResolver`).
 */
export function lazyResolver<Input extends FieldValues, Context = unknown, Output = Input>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): LazyResolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}

/** Starts fetching a lazy resolver's code (a plain resolver has nothing to fetch). Errors surface on the first check. */
export function preloadResolver<Input extends FieldValues, Context, Output>(resolver: Resolver<Input, Context, Output>): void {
  if ('preload' in resolver && typeof resolver.preload === 'function') {
    (resolver.preload as () => Promise<unknown>)().catch(() => undefined);
  }
}
