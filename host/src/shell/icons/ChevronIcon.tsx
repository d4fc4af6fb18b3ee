import { LineIcon } from './LineIcon';

export function ChevronIcon() {
  return (
    <LineIcon className="layout-submenu-toggler">
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
