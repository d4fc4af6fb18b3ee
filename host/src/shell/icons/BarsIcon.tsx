import { LineIcon } from './LineIcon';

export function BarsIcon() {
  return (
    <LineIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}
