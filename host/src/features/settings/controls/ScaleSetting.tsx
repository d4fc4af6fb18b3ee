import { Button } from 'primereact/button';
import { MAX_SCALE, MIN_SCALE, SCALES, useLayoutConfig } from '@nail-or-never/shared';

export function ScaleSetting() {
  const scale = useLayoutConfig((config) => config.scale);
  const decreaseScale = useLayoutConfig((config) => config.decreaseScale);
  const increaseScale = useLayoutConfig((config) => config.increaseScale);

  return (
    <section className="layout-config-section" aria-labelledby="layout-config-scale">
      <h3 id="layout-config-scale">Scale</h3>
      <div className="layout-config-scale">
        <Button type="button" icon={<MinusGlyph />} rounded text aria-label="Decrease scale" disabled={scale === MIN_SCALE} onClick={decreaseScale} />
        <ol className="layout-config-scale-steps" aria-hidden="true">
          {SCALES.map((step) => (
            <li key={step} className={step === scale ? 'layout-config-scale-step is-current' : 'layout-config-scale-step'} />
          ))}
        </ol>
        <Button type="button" icon={<PlusGlyph />} rounded text aria-label="Increase scale" disabled={scale === MAX_SCALE} onClick={increaseScale} />
        <output className="layout-config-scale-value" aria-live="polite">
          {scale}px
        </output>
      </div>
    </section>
  );
}

function MinusGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M5 12h14" />
    </svg>
  );
}

function PlusGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
