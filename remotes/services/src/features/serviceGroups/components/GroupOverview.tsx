import { lazy } from 'react';
import { useMutation } from '@tanstack/react-query';
import { serviceGroupMutations, type ServiceGroup, type ServiceGroupFormValues } from '@nail-or-never/shared';
import { imageChangeFields, RecordGroupOverview } from '@nail-or-never/shared/kit';
import { sectionHref } from '../groupPaths';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { servicesCountText } from './servicesCountText';

// The form (react-hook-form, number inputs, picture picker) arrives when "Edit details" is used:
// most visits to a group only look at it and its services.
const ParentServiceForm = lazy(async () => ({ default: (await import('./ParentServiceForm')).ParentServiceForm }));
const preloadForm = (): void => void import('./ParentServiceForm');

export interface GroupOverviewProps {
  basePath: string;
  group: ServiceGroup;
  /** Fetches the latest saved version (after a conflict). */
  reload: () => Promise<ServiceGroup | null>;
}

/** The head of a group's page: its details, edited in place with the same form as "add", and delete. */
export function GroupOverview({ basePath, group, reload }: GroupOverviewProps) {
  const update = useMutation(serviceGroupMutations.update());
  const remove = useMutation(serviceGroupMutations.remove());
  return (
    <RecordGroupOverview<ServiceGroup, ServiceGroupFormValues>
      group={group}
      eyebrow="Parent Service"
      titleId="parent-service-title"
      title={group.name}
      status={{ label: group.active ? 'Active' : 'Hidden', on: group.active }}
      summary={{
        imageAlt: `Picture of ${group.name}`,
        placeholderIcon: 'pi-image',
        facts: [
          { label: 'Status', value: group.active ? 'Active' : 'Hidden' },
          { label: 'Services', value: servicesCountText(group.serviceCount) },
          { label: 'Display order', value: group.displayOrder },
        ],
      }}
      renderEditor={(editor) => <ParentServiceForm key={group.id} submitLabel="Save changes" {...editor} />}
      preloadEditor={preloadForm}
      update={(base, values, image) => update.mutateAsync({ id: base.id, version: base.version, ...values, ...imageChangeFields(image) })}
      savedDetail={(saved) => `“${saved.name}” is up to date.`}
      remove={() => remove.mutateAsync(group.id)}
      deleting={remove.isPending}
      deletedSummary="Service group deleted"
      deletedDetail={`“${group.name}” and ${servicesCountText(group.serviceCount)} were deleted.`}
      afterDeleteHref={sectionHref.add(basePath)}
      renderDeleteDialog={(dialog) => <DeleteGroupDialog group={group} {...dialog} />}
      reload={reload}
      operations={{ update: 'putServicesParent', remove: 'deleteServicesParentById' }}
      historyResource="serviceGroup"
    />
  );
}
