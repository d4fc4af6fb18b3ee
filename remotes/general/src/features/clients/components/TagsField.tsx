import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { FormField } from '@nail-or-never/shared/kit';
import { CLIENT_LIMITS } from '@nail-or-never/shared/schemas';

export interface TagsFieldProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * Tags as chips: Enter or a comma adds what was typed, each chip has its own remove button (a
 * keyboard reaches it like any button). The schema judges the list (length, repeats), so a tag
 * typed twice shows its sentence instead of vanishing.
 */
export function TagsField({ id, value, onChange, onBlur, error, disabled }: TagsFieldProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag === '') return;
    onChange([...value, tag]);
    setDraft('');
  };
  return (
    <FormField id={id} label="Tags" error={error} hint={`Press Enter after each tag; up to ${CLIENT_LIMITS.tagsMax}.`}>
      {(a11y) => (
        <div>
          {value.length > 0 ? (
            <ul className="cl-tag-chips" aria-label="Tags added">
              {value.map((tag, index) => (
                <li key={`${tag}-${index}`} className="cl-tag-chip">
                  <span>{tag}</span>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    rounded
                    text
                    size="small"
                    aria-label={`Remove tag ${tag}`}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((_tag, at) => at !== index))}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <InputText
            {...a11y}
            value={draft}
            maxLength={CLIENT_LIMITS.tagMax}
            placeholder="e.g. VIP"
            className="kit-input-full"
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value.replace(',', ''))}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ',') {
                // Enter adds the tag; it must not send the whole form.
                event.preventDefault();
                add();
              }
            }}
            onBlur={() => {
              add();
              onBlur();
            }}
          />
        </div>
      )}
    </FormField>
  );
}
