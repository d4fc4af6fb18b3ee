import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HISTORY_SECTIONS, historyQueries, LoadingPanel, StatePanel, toApiError, type HistorySection } from '@nail-or-never/shared';
import { teamQueries } from '@nail-or-never/shared/general';
import { HistoryEntryItem, Pager } from '@nail-or-never/shared/kit';
import { dayEnd, dayStart, SECTION_LABELS } from './activitySections';
import './activity.css';

const PAGE_SIZE = 25;
const isSection = (value: string): value is HistorySection => (HISTORY_SECTIONS as readonly string[]).includes(value);

interface Filters {
  person: string;
  section: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { person: '', section: '', from: '', to: '' };

/** `/admin/activity` (owner): every change anyone made, newest first, filtered by person, section and dates. */
export function ActivityPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const team = useQuery(teamQueries.list());
  const history = useQuery(
    historyQueries.list({
      page,
      limit: PAGE_SIZE,
      person: filters.person === '' ? undefined : Number(filters.person),
      section: isSection(filters.section) ? filters.section : undefined,
      from: dayStart(filters.from),
      to: dayEnd(filters.to),
    }),
  );
  const change = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const filtered = filters !== NO_FILTERS && Object.values(filters).some((value) => value !== '');

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">General</p>
          <h1>Activity</h1>
          <p className="kit-page-lead">Every change made in the back office: who, when, and what each field was before and after.</p>
        </div>
      </header>

      <section className="kit-card" aria-labelledby="activity-list-heading">
        <div className="kit-section-header">
          <h2 id="activity-list-heading">
            Changes{history.data ? <span className="kit-count">({history.data.meta.total})</span> : null}
          </h2>
        </div>
        <div className="activity-filters" role="group" aria-label="Filters">
          <span className="gen-inline-field">
            <label htmlFor="activity-person">Person</label>
            <select id="activity-person" className="p-inputtext p-component gen-select" value={filters.person} onChange={(event) => change('person', event.target.value)}>
              <option value="">Everyone</option>
              {(team.data ?? []).map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name || member.username}
                </option>
              ))}
            </select>
          </span>
          <span className="gen-inline-field">
            <label htmlFor="activity-section">Section</label>
            <select id="activity-section" className="p-inputtext p-component gen-select" value={filters.section} onChange={(event) => change('section', event.target.value)}>
              <option value="">All sections</option>
              {HISTORY_SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {SECTION_LABELS[section]}
                </option>
              ))}
            </select>
          </span>
          <span className="gen-inline-field">
            <label htmlFor="activity-from">From</label>
            <input id="activity-from" type="date" className="p-inputtext p-component" value={filters.from} onChange={(event) => change('from', event.target.value)} />
          </span>
          <span className="gen-inline-field">
            <label htmlFor="activity-to">To</label>
            <input id="activity-to" type="date" className="p-inputtext p-component" value={filters.to} onChange={(event) => change('to', event.target.value)} />
          </span>
        </div>
        {history.isPending ? <LoadingPanel label="Loading the activity…" /> : null}
        {history.isError ? (
          <StatePanel tone="error" title="The activity could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void history.refetch() }}>
            {toApiError(history.error).message}
          </StatePanel>
        ) : null}
        {history.isSuccess ? (
          history.data.data.length === 0 ? (
            <p className="gen-muted">{filtered ? 'No change matches these filters.' : 'Nothing has changed yet.'}</p>
          ) : (
            <>
              <ol className="kit-history-list" aria-busy={history.isPlaceholderData}>
                {history.data.data.map((entry) => (
                  <HistoryEntryItem key={entry.id} entry={entry} />
                ))}
              </ol>
              <Pager page={page} pageSize={PAGE_SIZE} total={history.data.meta.total} onPageChange={setPage} label="Activity pages" />
            </>
          )
        ) : null}
      </section>
    </div>
  );
}
