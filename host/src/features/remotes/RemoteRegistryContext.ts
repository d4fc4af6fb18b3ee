import { createContext, useContext } from 'react';
import { pageRemoteRegistry, type RemoteRegistry } from './remoteRegistry';

/** Defaults to the page's registry; tests provide a fresh one so no state leaks between them. */
export const RemoteRegistryContext = createContext<RemoteRegistry>(pageRemoteRegistry);

export const useRemoteRegistry = (): RemoteRegistry => useContext(RemoteRegistryContext);
