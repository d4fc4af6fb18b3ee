import { useNavigate } from '@nail-or-never/shared/router';
import { useMutation } from '@tanstack/react-query';
import { serviceGroupMutations, type ServiceGroupFormValues } from '@nail-or-never/shared';
import { sectionHref } from '../groupPaths';
import { useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { ParentServiceForm } from './ParentServiceForm';

/** `/admin/parent-service/add`: a new group goes into the menu at once and opens its page. */
export function AddParentServicePage({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  const toast = useSectionToast();
  const create = useMutation(serviceGroupMutations.create());

  const submit = async (values: ServiceGroupFormValues, image: ImageChange) => {
    const created = await create.mutateAsync({ ...values, image: image.kind === 'replace' ? image.file : null });
    toast.show('success', 'Service group added', `“${created.name}” is now in the menu.`);
    return () => navigate(sectionHref.group(basePath, created.id));
  };

  return (
    <section className="kit-page" aria-labelledby="add-parent-service-title">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">Parent Services</p>
          <h1 id="add-parent-service-title">Add Parent Service</h1>
          <p className="kit-page-lead">A group of services, such as “Manicure” or “Gel nails”. You add its services on the next page.</p>
        </div>
      </header>
      <div className="kit-card">
        <ParentServiceForm submitLabel="Add service group" onSubmit={submit} />
      </div>
    </section>
  );
}
