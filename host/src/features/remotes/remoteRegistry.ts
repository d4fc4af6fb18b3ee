import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SECTION_EXPOSE, type RemoteName, type RemoteSectionModule, type RemoteSectionProps, type RemotesConfig, type SectionPreloadTarget } from '@nail-or-never/shared';
import { fetchRemotesConfig } from './remotesConfig';

export class RemoteNotConfiguredError extends Error {
  override name = 'RemoteNotConfiguredError';
  constructor(remote: RemoteName) {
    super(`"${remote}" is not listed in the remotes configuration.`);
  }
}

export class RemoteExposeMissingError extends Error {
  override name = 'RemoteExposeMissingError';
  constructor(remote: RemoteName) {
    super(`"${remote}" loaded but exposes no ${SECTION_EXPOSE} component.`);
  }
}

export type SectionComponent = LazyExoticComponent<ComponentType<RemoteSectionProps>>;

export interface RemoteRegistry {
  /**
   * Fetches /remotes.json once and registers every remote in it, before any `loadRemote`.
   * A missing or broken config never stops the host: only the sections show their error panel.
   */
  startRemotes(): Promise<RemotesConfig>;
  /**
   * The lazy component of a remote's section. The same component is returned until a retry after a
   * failed load, so moving between pages of one remote never shows the loading state twice.
   */
  getSectionComponent(name: RemoteName): SectionComponent;
  /**
   * Starts loading a remote's section before anyone asks for it (hover or focus of its menu entry),
   * and then the code of `page` if the remote can preload it, so the click finds everything there.
   * With `data` (the address a visit opens at, never a hover), the page's first calls start too
   * (`RemoteSectionModule.prefetchData`). Never throws: a failure surfaces on the real visit.
   */
  prefetchSection(name: RemoteName, page?: SectionPreloadTarget, options?: { data: boolean }): void;
  /**
   * Called by Retry. After a failed load the next render gets a brand-new lazy component (a
   * rejected lazy() stays rejected forever); after a render crash the loaded module renders again.
   */
  prepareRetry(name: RemoteName): void;
}

/** One registry per page (tests make their own); its state is which remotes failed and retried. */
export function createRemoteRegistry(): RemoteRegistry {
  let bootConfig: Promise<RemotesConfig> | null = null;
  /** Remotes whose last load failed: the next attempt re-reads the config and re-registers them. */
  const failedRemotes = new Set<RemoteName>();
  /** Bumped per remote on each retry after a failed load; a new generation means a new lazy(). */
  const generations = new Map<RemoteName, number>();
  const sectionComponents = new Map<string, SectionComponent>();
  /** Section loads in flight or done, per generation: a prefetch and the lazy component share one. */
  const sectionLoads = new Map<string, Promise<RemoteSectionModule>>();

  function startRemotes(): Promise<RemotesConfig> {
    if (!bootConfig) {
      bootConfig = fetchRemotesConfig().then((config) => {
        registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
        return config;
      });
      // Each section awaits it; this only silences the unhandled-rejection report if none is visited.
      bootConfig.catch(() => undefined);
    }
    return bootConfig;
  }

  /**
   * The federation runtime caches a failed manifest or remote entry, so a plain second `loadRemote`
   * fails again. Re-read the config and re-register the remote with `force`, which drops its cached
   * manifest, container and module cache: the next load really goes to the network (and follows an
   * operator who pointed the config at another build meanwhile).
   */
  async function freshEntryFor(name: RemoteName): Promise<string | undefined> {
    const config = await fetchRemotesConfig();
    const entry = config[name];
    if (entry) registerRemotes([{ name, entry }], { force: true });
    return entry;
  }

  async function entryFor(name: RemoteName): Promise<string | undefined> {
    if (failedRemotes.has(name)) return freshEntryFor(name);
    try {
      return (await startRemotes())[name];
    } catch {
      // The boot-time config failed; a section visited later asks again rather than failing forever.
      return freshEntryFor(name);
    }
  }

  async function loadSectionModule(name: RemoteName): Promise<RemoteSectionModule> {
    const entry = await entryFor(name);
    if (!entry) throw new RemoteNotConfiguredError(name);
    const module = await loadRemote<RemoteSectionModule>(`${name}/${SECTION_EXPOSE}`);
    if (!module?.default) throw new RemoteExposeMissingError(name);
    return module;
  }

  const generationKey = (name: RemoteName): string => `${name}#${generations.get(name) ?? 0}`;

  /** One load per generation of a remote, whoever asks first (a prefetch or the section itself). */
  function sectionLoad(name: RemoteName): Promise<RemoteSectionModule> {
    const key = generationKey(name);
    let load = sectionLoads.get(key);
    if (!load) {
      load = loadSectionModule(name).then(
        (module) => {
          failedRemotes.delete(name);
          return module;
        },
        (error: unknown) => {
          failedRemotes.add(name);
          throw error;
        },
      );
      sectionLoads.set(key, load);
    }
    return load;
  }

  function getSectionComponent(name: RemoteName): SectionComponent {
    const key = generationKey(name);
    let component = sectionComponents.get(key);
    if (!component) {
      component = lazy(() => sectionLoad(name));
      sectionComponents.set(key, component);
    }
    return component;
  }

  function prefetchSection(name: RemoteName, page?: SectionPreloadTarget, options?: { data: boolean }): void {
    sectionLoad(name)
      .then((module) => {
        if (page && options?.data) module.prefetchData?.(page);
        return page && module.preload ? module.preload(page) : undefined;
      })
      // A failed prefetch surfaces on the visit, where Retry is offered.
      .catch(() => undefined);
  }

  function prepareRetry(name: RemoteName): void {
    if (failedRemotes.has(name)) generations.set(name, (generations.get(name) ?? 0) + 1);
  }

  return { startRemotes, getSectionComponent, prefetchSection, prepareRetry };
}

/** The page's registry: the shell starts it once signed in, every RemoteSection reads it through context. */
export const pageRemoteRegistry = createRemoteRegistry();
