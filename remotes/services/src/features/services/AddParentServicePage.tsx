import { ServiceGroupList } from './ServiceGroupList';

/** `/admin/parent-service/add`. The create form arrives with the services section's own issue. */
export function AddParentServicePage({ basePath }: { basePath: string }) {
  return (
    <section aria-labelledby="add-parent-service-title">
      <h1 id="add-parent-service-title">Add Parent Service</h1>
      <h2>Existing service groups</h2>
      <ServiceGroupList basePath={basePath} />
    </section>
  );
}
