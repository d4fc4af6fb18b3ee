import type { ReactElement } from 'react';
import type { MenuIconName } from '@nail-or-never/shared';
import { LineIcon } from './LineIcon';

/** The names the menu model may use (the remotes table names them); each maps to one drawing below. */
export type { MenuIconName };

const drawings: Record<MenuIconName, ReactElement> = {
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5" />,
  services: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  gallery: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  folder: <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />,
  gift: <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10.5 3.5 7 4 7 5.8 7 7 9 7 12 7c3 0 5 0 5-1.2C17 4 13.5 3.5 12 7" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4" />,
  // One person (the staff entry's "users" is two): a client.
  client: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.7-3.8 3.4-6 7-6s6.3 2.2 7 6" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3 19.5c.6-3.2 3-5 6-5s5.4 1.8 6 5M16 5.6a3 3 0 0 1 0 5.8M18 14.8c1.6.7 2.6 2.3 3 4.7" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="14" r="4" />
      <path d="m11 11 9-9M16.5 5.5l2.5 2.5M14 8l2 2" />
    </>
  ),
  history: (
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  // A beach umbrella: staff away (holidays, sickness, breaks).
  away: <path d="M3.5 12a8.5 8.5 0 0 1 17 0zM12 12v7.5a1.5 1.5 0 0 0 3 0" />,
  mail: <path d="M3 6h18v12H3zM3.5 6.5 12 13l8.5-6.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </>
  ),
};

export function MenuIcon({ name }: { name: MenuIconName }) {
  return <LineIcon className="layout-menuitem-icon">{drawings[name]}</LineIcon>;
}
