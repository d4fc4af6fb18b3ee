import { remoteEntry, type RemoteName } from '@nail-or-never/shared';

/** How each remote's section is named to people (loading and error panels), from the remotes table. */
export const remoteLabel = (name: RemoteName): string => remoteEntry(name)?.label ?? name;
