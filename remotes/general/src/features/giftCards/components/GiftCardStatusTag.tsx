import { Tag } from 'primereact/tag';
import type { GiftCardStatus } from '@nail-or-never/shared/schemas';
import { STATUS_LABELS, STATUS_SEVERITY } from '../model/giftCardText';

export function GiftCardStatusTag({ status }: { status: GiftCardStatus }) {
  return <Tag value={STATUS_LABELS[status]} severity={STATUS_SEVERITY[status]} />;
}
