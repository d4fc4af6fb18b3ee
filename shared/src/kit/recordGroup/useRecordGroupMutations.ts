import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ImageChange } from '../imageChange';

/** What a group resource of the shared package offers: its calls and its cache helpers. */
export interface RecordGroupResource<Group extends { id: number }, Draft, Changes> {
  create: (draft: Draft) => Promise<Group>;
  update: (changes: Changes) => Promise<Group>;
  remove: (id: number) => Promise<void>;
  cache: {
    store: (client: QueryClient, group: Group) => unknown;
    refreshList: (client: QueryClient) => Promise<unknown>;
    forget: (client: QueryClient, id: number) => void;
  };
  /** Other lists a deleted group empties (the services of a service group). */
  afterDelete?: (client: QueryClient) => void;
}

/**
 * Create, update and delete of a group with a picture (service groups, gallery groups). The client
 * of `useQueryClient()` is the host's one client, the one the sidebar menu reads: refreshing the
 * list here updates the menu at once. A deleted group's queries are dropped, not refetched: the page
 * is left, and a refetch would only answer 404.
 */
export function useRecordGroupMutations<Group extends { id: number }, Draft, Changes>(resource: RecordGroupResource<Group, Draft, Changes>) {
  const client = useQueryClient();
  const stored = (group: Group) => {
    resource.cache.store(client, group);
    void resource.cache.refreshList(client);
  };
  const create = useMutation({ mutationFn: resource.create, onSuccess: stored });
  const update = useMutation({ mutationFn: resource.update, onSuccess: stored });
  const remove = useMutation({
    mutationFn: resource.remove,
    onSuccess: (_nothing: void, id: number) => {
      resource.cache.forget(client, id);
      void resource.cache.refreshList(client);
      resource.afterDelete?.(client);
    },
  });
  return { create, update, remove };
}

/** The picture part of a create or update: a new file, "remove it", or nothing (kept). */
export function imageChangeFields(image: ImageChange): { image?: File; removeImage?: true } {
  if (image.kind === 'replace') return { image: image.file };
  if (image.kind === 'remove') return { removeImage: true };
  return {};
}
