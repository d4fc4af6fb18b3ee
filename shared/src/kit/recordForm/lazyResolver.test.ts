import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { lazyResolver, preloadResolver } from './lazyResolver';

interface NameValues extends FieldValues {
  name: string;
}

const OPTIONS: ResolverOptions<NameValues> = { fields: {}, shouldUseNativeValidation: false };

/** A stand-in for `zodResolver(schema)`: an empty name is refused with the schema's sentence. */
const realResolver: Resolver<NameValues> = async (values): Promise<ResolverResult<NameValues>> =>
  values.name === '' ? { values: {}, errors: { name: { type: 'too_small', message: 'Enter a name.' } } } : { values, errors: {} };

describe('lazyResolver', () => {
  it('fetches nothing until the form is focused or checked, then fetches once', async () => {
    const load = jest.fn(async () => realResolver);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    preloadResolver(resolver);
    preloadResolver(resolver);
    await expect(resolver({ name: '' }, undefined, OPTIONS)).resolves.toEqual({ values: {}, errors: { name: { type: 'too_small', message: 'Enter a name.' } } });
    await expect(resolver({ name: 'Gel nails' }, undefined, OPTIONS)).resolves.toEqual({ values: { name: 'Gel nails' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks on the first use even when nothing preloaded it', async () => {
    const load = jest.fn(async () => realResolver);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: '' }, undefined, OPTIONS)).resolves.toMatchObject({ errors: { name: { message: 'Enter a name.' } } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next check tries again (a preload swallows its error)', async () => {
    const load = jest.fn<Promise<Resolver<NameValues>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(realResolver);
    const resolver = lazyResolver(load);
    preloadResolver(resolver);
    await expect(resolver({ name: '' }, undefined, OPTIONS)).rejects.toThrow('ChunkLoadError');
    await expect(resolver({ name: '' }, undefined, OPTIONS)).resolves.toMatchObject({ errors: { name: { message: 'Enter a name.' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a plain resolver alone', () => {
    expect(() => preloadResolver(realResolver)).not.toThrow();
  });
});
