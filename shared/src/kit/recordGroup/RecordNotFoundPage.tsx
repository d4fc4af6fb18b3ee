import { useNavigate } from '@nail-or-never/shared/router';
import { StatePanel } from '@nail-or-never/shared';

export interface RecordNotFoundPageProps {
  /** What is missing, e.g. "service group". */
  what: string;
  /** The id from the address, as typed; undefined when there was none. */
  recordId: string | undefined;
  /** Where a new one is added, and the button's label ("Add Parent Service"). */
  addHref: string;
  addLabel: string;
}

/** A record's address that shows nothing: it never existed, was deleted (perhaps in another tab), or the link is wrong. */
export function RecordNotFoundPage({ what, recordId, addHref, addLabel }: RecordNotFoundPageProps) {
  const navigate = useNavigate();
  const headingId = `${what.replace(/\s+/g, '-')}-not-found-title`;
  const capitalised = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  return (
    <section className="kit-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="kit-visually-hidden">
        {capitalised} not found
      </h1>
      <StatePanel tone="info" title={`This ${what} does not exist`} action={{ label: addLabel, icon: 'pi pi-plus', onClick: () => navigate(addHref) }}>
        <p className="kit-state-text">
          There is no {what} {recordId ? <>with the id “{recordId}”</> : 'at this address'}. It may have been deleted, or the link is wrong.
          Pick one in the menu, or add a new one.
        </p>
      </StatePanel>
    </section>
  );
}
