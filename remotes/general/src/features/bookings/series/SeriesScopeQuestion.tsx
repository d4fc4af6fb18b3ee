import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export type SeriesScope = 'one' | 'following';
export type SeriesAction = 'change' | 'cancel';

export interface SeriesScopeQuestionProps {
  action: SeriesAction;
  /** Which visit of the series this is (1 first). */
  occurrence: number;
  onChoose: (scope: SeriesScope) => void;
  onClose: () => void;
}

const TITLES: Record<SeriesAction, string> = { change: 'Change a repeating booking', cancel: 'Cancel a repeating booking' };

/**
 * The question a visit of a repeating booking asks before a change or a cancel: only this visit, or
 * this one and the later ones. Two plain buttons, the first focused, so Enter keeps the smaller change.
 */
export function SeriesScopeQuestion({ action, occurrence, onChoose, onClose }: SeriesScopeQuestionProps) {
  const verb = action === 'change' ? 'change' : 'cancel';
  return (
    <Dialog visible onHide={onClose} header={TITLES[action]} className="gen-dialog" modal>
      <p id="series-scope-question">
        This is visit {occurrence} of a repeating booking. Which visits do you want to {verb}?
      </p>
      <div className="gen-form-buttons" role="group" aria-labelledby="series-scope-question">
        <Button type="button" label="This visit only" autoFocus onClick={() => onChoose('one')} />
        <Button type="button" label="This and the following visits" severity={action === 'cancel' ? 'danger' : undefined} outlined onClick={() => onChoose('following')} />
        <Button type="button" label="Back" severity="secondary" text onClick={onClose} />
      </div>
    </Dialog>
  );
}
