import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { refreshResources, type ResourceName } from './resourceRoots';

/** What a resource definition says about one of its writes. */
export interface ResourceWriteDefinition<Data, Variables> {
  resource: ResourceName;
  /** A verb (`create`, `update`, …): with the resource, the mutation's key. */
  action: string;
  send: (variables: Variables) => Promise<Data>;
  /**
   * What the server's answer changes in the cache before the refresh: a stored record (shown at
   * once, without a refetch) or a deleted one dropped (a refetch would only answer 404).
   */
  apply?: (client: QueryClient, data: Data, variables: Variables) => void;
  /**
   * Every resource whose data this write changes, its own included unless `apply` already put the
   * whole of it in place: all of them are refreshed.
   */
  affects: readonly ResourceName[];
}

/** The metadata every resource write carries, so a reader (a test, a devtool) sees what it touches. */
export interface ResourceWriteMeta extends Record<string, unknown> {
  affects: readonly ResourceName[];
}

/**
 * The `mutationOptions` of one write of a resource. Its cache effects travel with it in `onSuccess`
 * (which receives the query client the mutation runs in), so a component only spreads it into
 * `useMutation` and never touches the cache itself. The refresh is awaited: `mutateAsync` resolves
 * once the data on screen is current.
 */
export function resourceWrite<Data, Variables>({ resource, action, send, apply, affects }: ResourceWriteDefinition<Data, Variables>) {
  const meta: ResourceWriteMeta = { affects };
  return mutationOptions<Data, Error, Variables>({
    mutationKey: [resource, action],
    mutationFn: (variables) => send(variables),
    meta,
    onSuccess: (data, variables, _onMutateResult, { client }) => {
      apply?.(client, data, variables);
      return refreshResources(client, affects);
    },
  });
}
