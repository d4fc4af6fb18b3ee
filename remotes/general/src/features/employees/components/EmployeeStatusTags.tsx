import type { Employee } from '@nail-or-never/shared/schemas';

type Tone = 'active' | 'inactive' | 'unbookable';

function StaffTag({ tone, icon, label }: { tone: Tone; icon: string; label: string }) {
  return (
    <span className={`gen-staff-tag gen-staff-tag-${tone}`}>
      <i className={`pi ${icon}`} aria-hidden="true" />
      {label}
    </span>
  );
}

/** "Active" or "Inactive", plus "Not bookable" for someone active whom the calendar must skip. */
export function EmployeeStatusTags({ employee }: { employee: Pick<Employee, 'active' | 'bookable'> }) {
  return (
    <span className="gen-tags">
      {employee.active ? <StaffTag tone="active" icon="pi-check-circle" label="Active" /> : <StaffTag tone="inactive" icon="pi-minus-circle" label="Inactive" />}
      {employee.active && !employee.bookable ? <StaffTag tone="unbookable" icon="pi-calendar-times" label="Not bookable" /> : null}
    </span>
  );
}
