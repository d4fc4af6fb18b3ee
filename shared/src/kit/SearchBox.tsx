import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { SEARCH_MAX_LENGTH } from '@nail-or-never/shared';

export interface SearchBoxProps {
  id: string;
  /** What is searched, for screen readers: "Search services by name". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box (the list follows once typing pauses, see `useDebouncedValue`). Escape clears it. */
export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className="kit-search" role="search">
      <label htmlFor={id} className="kit-visually-hidden">
        {label}
      </label>
      <span className="kit-search-box">
        <i className="pi pi-search kit-search-icon" aria-hidden="true" />
        <InputText
          id={id}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
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
