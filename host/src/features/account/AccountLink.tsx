import { Link } from '@nail-or-never/shared/router';
import { paths } from '../../paths';

/** The top bar's way to the signed-in person's own account. */
export function AccountLink() {
  return (
    <Link to={paths.account.getHref()} className="p-link layout-topbar-button" aria-label="My account">
      <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
        {/* A head and shoulders: the person's own account, without an icon font. */}
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      <span className="layout-topbar-button-text">My account</span>
    </Link>
  );
}
