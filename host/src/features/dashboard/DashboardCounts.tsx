import type { DashboardSummary } from '@nail-or-never/shared';

const COUNT_LABELS: readonly { key: keyof DashboardSummary['counts']; label: string }[] = [
  { key: 'serviceGroups', label: 'Service groups' },
  { key: 'services', label: 'Services' },
  { key: 'galleryGroups', label: 'Gallery groups' },
  { key: 'galleryImages', label: 'Gallery images' },
];

export function DashboardCounts({ counts }: { counts: DashboardSummary['counts'] | undefined }) {
  return (
    <dl className="dashboard-counts">
      {COUNT_LABELS.map(({ key, label }) => (
        <div key={key} className="dashboard-card dashboard-count">
          <dt>{label}</dt>
          <dd>{counts ? counts[key].toLocaleString('en') : <span className="dashboard-skeleton" aria-hidden="true" />}</dd>
        </div>
      ))}
    </dl>
  );
}
