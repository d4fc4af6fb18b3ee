import type { QueryClient } from '@tanstack/react-query';
import type { Client, ClientCreateInput, ClientEraseInput, ClientMergeInput, ClientUpdateInput } from '../schemas/clientSchemas';
import type { ResourceName } from '@nail-or-never/shared';
import { resourceWrite } from '@nail-or-never/shared';
import { clientApi } from './clientApi';
import { clientQueryKeys } from './clientQueries';

/** Bookings show the client's name and phone; the dashboard's next appointments too. */
const AFFECTED: readonly ResourceName[] = ['clients', 'bookings', 'dashboard'];

const stored = (client: QueryClient, record: Client) => client.setQueryData(clientQueryKeys.detail(record.id), record);

export interface ClientMergeRequest {
  id: number;
  input: ClientMergeInput;
}

export interface ClientEraseRequest {
  id: number;
  input: ClientEraseInput;
}

export const clientMutations = {
  create: () => resourceWrite({ resource: 'clients', action: 'create', send: (input: ClientCreateInput) => clientApi.create(input), apply: stored, affects: AFFECTED }),
  update: () => resourceWrite({ resource: 'clients', action: 'update', send: (input: ClientUpdateInput) => clientApi.update(input), apply: stored, affects: AFFECTED }),
  /** The duplicate's detail is dropped: a refetch would answer 404. */
  merge: () =>
    resourceWrite({
      resource: 'clients',
      action: 'merge',
      send: ({ id, input }: ClientMergeRequest) => clientApi.merge(id, input),
      apply: (client, kept, { input }) => {
        stored(client, kept);
        client.removeQueries({ queryKey: clientQueryKeys.detail(input.duplicateId) });
      },
      affects: AFFECTED,
    }),
  erase: () =>
    resourceWrite({ resource: 'clients', action: 'erase', send: ({ id, input }: ClientEraseRequest) => clientApi.erase(id, input), apply: stored, affects: AFFECTED }),
  remove: () =>
    resourceWrite({
      resource: 'clients',
      action: 'remove',
      send: (id: number) => clientApi.remove(id),
      apply: (client, _nothing, id) => client.removeQueries({ queryKey: clientQueryKeys.detail(id) }),
      affects: AFFECTED,
    }),
};
