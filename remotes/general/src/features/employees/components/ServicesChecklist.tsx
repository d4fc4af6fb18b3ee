import { useId, useState } from 'react';
import { InputText } from 'primereact/inputtext';
import type { Service } from '@nail-or-never/shared/schemas';

export interface ServicesChecklistProps {
  services: readonly Service[];
  /** Chosen service ids (the form may hold them as text or numbers, as the schema accepts both). */
  value: readonly (number | string)[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The services someone performs, as a filterable list of checkboxes: every choice is visible and
 * reachable by Tab and Space, which a salon's few dozen services fit (a drop-down multi-select
 * hides them and is harder to use by keyboard and screen reader).
 */
export function ServicesChecklist({ services, value, onChange, error, disabled = false }: ServicesChecklistProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value.map(Number));
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle === '' ? services : services.filter((service) => service.name.toLocaleLowerCase().includes(needle));
  const toggle = (serviceId: number, on: boolean) => onChange(on ? [...chosen, serviceId] : [...chosen].filter((candidate) => candidate !== serviceId));

  return (
    <fieldset className="gen-checklist" aria-describedby={`${id}-summary${error ? ` ${id}-error` : ''}`} disabled={disabled}>
      <legend className="kit-field-label">Services they perform</legend>
      <p id={`${id}-summary`} className="kit-field-hint">
        {services.length === 0 ? 'The catalogue has no services yet.' : `${chosen.size} of ${services.length} chosen. Only these can be booked with them.`}
      </p>
      {services.length > 8 ? (
        <span className="gen-checklist-filter">
          <label htmlFor={`${id}-filter`} className="kit-visually-hidden">
            Filter the services
          </label>
          <InputText id={`${id}-filter`} type="search" value={filter} placeholder="Filter services" onChange={(event) => setFilter(event.target.value)} />
        </span>
      ) : null}
      <ul className="gen-checklist-items">
        {shown.map((service) => (
          <li key={service.id}>
            <label className="gen-checklist-item">
              <input type="checkbox" checked={chosen.has(service.id)} onChange={(event) => toggle(service.id, event.target.checked)} />
              <span>{service.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 && services.length > 0 ? <p className="gen-empty-line">No service matches “{filter}”.</p> : null}
      {error ? (
        <small id={`${id}-error`} className="p-error kit-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
