import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResourceName } from '@nail-or-never/shared';
import { resourceWrite } from '@nail-or-never/shared';
import type { TimeOffBlocksQuery, TimeOffCreateInput, TimeOffListQuery, TimeOffUpdateInput } from '../schemas/timeOffSchemas';
import { timeOffApi } from './timeOffApi';

/** The one place time-off query keys are spelled; everything nests under `time-off`. */
export const timeOffQueryKeys = {
  all: ['time-off'] as const,
  list: (query: TimeOffListQuery) => ['time-off', 'list', query] as const,
  blocks: (query: TimeOffBlocksQuery) => ['time-off', 'blocks', query] as const,
};

export const timeOffQueries = {
  list: (query: TimeOffListQuery = {}) => queryOptions({ queryKey: timeOffQueryKeys.list(query), queryFn: () => timeOffApi.list(query) }),
  /** What a calendar shades; the previous range stays while the next loads. */
  blocks: (query: TimeOffBlocksQuery) =>
    queryOptions({ queryKey: timeOffQueryKeys.blocks(query), queryFn: () => timeOffApi.blocks(query), placeholderData: keepPreviousData }),
};

/** Time off changes the free times offered for bookings (their availability lives under `bookings`). */
const AFFECTED: readonly ResourceName[] = ['timeOff', 'bookings'];

export const timeOffMutations = {
  create: () => resourceWrite({ resource: 'timeOff', action: 'create', send: (input: TimeOffCreateInput) => timeOffApi.create(input), affects: AFFECTED }),
  update: () => resourceWrite({ resource: 'timeOff', action: 'update', send: (input: TimeOffUpdateInput) => timeOffApi.update(input), affects: AFFECTED }),
  remove: () => resourceWrite({ resource: 'timeOff', action: 'remove', send: (id: number) => timeOffApi.remove(id), affects: AFFECTED }),
};
