import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { SEARCH_MAX_LENGTH } from './servicesPaging';

export interface ServiceSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search by name; the list follows once typing pauses. Escape clears it. */
export function ServiceSearch({ value, onChange }: ServiceSearchProps) {
  return (
    <div className="svc-search" role="search">
      <label htmlFor="service-search" className="svc-visually-hidden">
        Search services by name
      </label>
      <span className="svc-search-box">
        <i className="pi pi-search svc-search-icon" aria-hidden="true" />
        <InputText
          id="service-search"
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search by name"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
      </span>
      {value !== '' ? <Button type="button" label="Clear" text size="small" onClick={() => onChange('')} /> : null}
    </div>
  );
}
