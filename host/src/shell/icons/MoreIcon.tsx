import { LineIcon } from './LineIcon';

export function MoreIcon() {
  return (
    <LineIcon>
      <path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth="3" />
    </LineIcon>
  );
}
