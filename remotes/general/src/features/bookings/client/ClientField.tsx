import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import type { FieldA11y } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';
import { clientName } from '../model/clientText';
import { ClientOption } from './ClientOption';
import { useClientSuggestions } from './useClientSuggestions';

export interface ClientFieldProps {
  /** The label's, the hint's and the error's wiring, from the kit's `FormField`. */
  a11y: FieldA11y;
  chosen: Client | null;
  onChoose: (client: Client) => void;
  /** Typing again after a choice: the booking has no client until one is chosen again. */
  onUnchoose: () => void;
  /** "New client", with what was typed to start its form from. */
  onNewClient: (typed: string) => void;
}

/**
 * The booking's client: a combobox (ARIA 1.2, list autocomplete) that searches clients by name or
 * phone as one types. Up and Down move through the suggestions and "New client", Enter picks,
 * Escape closes the list (not the dialog), and the number of suggestions is announced.
 */
export function ClientField({ a11y, chosen, onChoose, onUnchoose, onNewClient }: ClientFieldProps) {
  const listId = useId();
  const [text, setText] = useState(chosen ? clientName(chosen) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useClientSuggestions(text, open);
  // The clients, then "New client": always the last option, so nothing typed is a dead end.
  const count = suggestions.clients.length + 1;
  const newIndex = count - 1;

  const chosenId = chosen?.id;
  useEffect(() => {
    // A client chosen from outside the list (the page's `?clientId=`, a new client just saved) shows its name.
    if (chosen) setText(clientName(chosen));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a different client replaces what is typed
  }, [chosenId]);

  const pick = (index: number) => {
    const client = suggestions.clients[index];
    setOpen(false);
    setActive(-1);
    if (client) {
      setText(clientName(client));
      onChoose(client);
    } else {
      onNewClient(text);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (current === -1 && step === -1 ? newIndex : (current + step + count) % count));
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter picks; it must not also submit the booking.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only: the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const typedSomething = text.trim() !== '';
  const expanded = open && typedSomething;
  return (
    <div className="gen-client-field">
      <InputText
        {...a11y}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Name or phone"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (chosen) onUnchoose();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Clients"
        className="gen-client-options"
        hidden={!expanded}
        aria-busy={suggestions.loading}
        // The search the shown clients answer: the bench times how soon it matches the last key.
        data-answered={suggestions.answered}
      >
        {expanded
          ? suggestions.clients.map((client, index) => (
              <ClientOption key={client.id} id={`${listId}-${index}`} client={client} active={index === active} onPick={() => pick(index)} />
            ))
          : null}
        {expanded ? (
          <li
            id={`${listId}-${newIndex}`}
            role="option"
            aria-selected={active === newIndex}
            className={`gen-client-option gen-client-option-new${active === newIndex ? ' gen-client-option-active' : ''}`}
            // The input keeps the focus (and the list stays open) while the option is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(newIndex)}
          >
            <i className="pi pi-user-plus" aria-hidden="true" /> New client “{text.trim()}”
          </li>
        ) : null}
      </ul>
      <span role="status" className="kit-visually-hidden">
        {expanded && suggestions.answered !== '' ? announcement(suggestions.clients.length) : ''}
      </span>
    </div>
  );
}

function announcement(found: number): string {
  if (found === 0) return 'No client matches. New client is offered; press Enter on it to add one.';
  return `${found} ${found === 1 ? 'client' : 'clients'} found. Use the up and down arrow keys to choose.`;
}
