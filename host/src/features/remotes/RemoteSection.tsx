import { Suspense, useCallback, useState } from 'react';
import { LoadingPanel, type RemoteName } from '@nail-or-never/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { REMOTE_LABELS } from './remoteLabels';
import { useRemoteRegistry } from './RemoteRegistryContext';

export interface RemoteSectionProps {
  name: RemoteName;
  /** Where the host mounted the section; the remote's relative routes hang from it. */
  basePath: string;
}

/** Mounts a remote's `Section` with a designed loading state and a contained, retryable failure. */
export function RemoteSection({ name, basePath }: RemoteSectionProps) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const label = REMOTE_LABELS[name];
  const Section = registry.getSectionComponent(name);

  const retry = useCallback(() => {
    registry.prepareRetry(name);
    setAttempt((previous) => previous + 1);
  }, [name, registry]);

  return (
    <RemoteErrorBoundary key={attempt} sectionLabel={label} onRetry={retry}>
      <Suspense fallback={<LoadingPanel label={`Loading ${label}…`} />}>
        <Section basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
