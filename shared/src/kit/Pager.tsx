export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** How many records there are in all (the server's `meta.total`). */
  total: number;
  onPageChange: (page: number) => void;
  /** What is paged, for screen readers: "Gift card pages". */
  label: string;
}

interface PagerButtonProps {
  /** The theme's class for this button's place: its size and hover come with it. */
  place: 'first' | 'prev' | 'next' | 'last';
  name: string;
  icon: string;
  disabled: boolean;
  onClick: () => void;
}

function PagerButton({ place, name, icon, disabled, onClick }: PagerButtonProps) {
  return (
    <button type="button" className={`p-paginator-${place} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`} aria-label={name} disabled={disabled} onClick={onClick}>
      <i className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );
}

/**
 * First, previous, "11–20 of 43", next, last: a list's pages, wearing the theme's paginator styles.
 * PrimeReact's Paginator brings its dropdown, number input and virtual scroller (29 KiB gzip) for a
 * rows-per-page choice and a jump-to-page box these lists do not offer.
 */
export function Pager({ page, pageSize, total, onPageChange, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const onFirst = page <= 1;
  const onLast = page >= pages;
  return (
    <nav className="p-paginator p-component kit-pager" aria-label={label}>
      <PagerButton place="first" name="First page" icon="pi-angle-double-left" disabled={onFirst} onClick={() => onPageChange(1)} />
      <PagerButton place="prev" name="Previous page" icon="pi-angle-left" disabled={onFirst} onClick={() => onPageChange(page - 1)} />
      <span className="p-paginator-current" aria-live="polite">
        {first}–{last} of {total}
      </span>
      <PagerButton place="next" name="Next page" icon="pi-angle-right" disabled={onLast} onClick={() => onPageChange(page + 1)} />
      <PagerButton place="last" name="Last page" icon="pi-angle-double-right" disabled={onLast} onClick={() => onPageChange(pages)} />
    </nav>
  );
}
