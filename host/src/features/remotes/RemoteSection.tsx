import { Suspense, useCallback, useState } from 'react';
import { LoadingPanel, type RemoteName } from '@nail-or-never/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteLabel } from './remoteLabels';
import { useRemoteRegistry } from './RemoteRegistryContext';

export interface RemoteSectionProps {
  name: RemoteName;
  /** Where the host mounted the section; the remote's relative routes hang from it. */
  basePath: string;
  /** Which of the remote's pages this mount shows (remotes mounted more than once). */
  page?: string | undefined;
}

/** Mounts a remote's `Section` with a designed loading state and a contained, retryable failure. */
export function RemoteSection({ name, basePath, page }: RemoteSectionProps) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const label = remoteLabel(name);
  const Section = registry.getSectionComponent(name);

  const retry = useCallback(() => {
    registry.prepareRetry(name);
    setAttempt((previous) => previous + 1);
  }, [name, registry]);

  return (
    <RemoteErrorBoundary key={attempt} sectionLabel={label} onRetry={retry}>
      <Suspense fallback={<LoadingPanel label={`Loading ${label}…`} />}>
        <Section basePath={basePath} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
