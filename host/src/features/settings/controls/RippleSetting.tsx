import { InputSwitch } from 'primereact/inputswitch';
import { useLayoutConfig } from '@nail-or-never/shared';

export function RippleSetting() {
  const ripple = useLayoutConfig((config) => config.ripple);
  const setRipple = useLayoutConfig((config) => config.setRipple);
  return (
    <section className="layout-config-section" aria-labelledby="layout-config-ripple">
      <h3 id="layout-config-ripple">Ripple</h3>
      <div className="layout-config-option">
        <InputSwitch inputId="layout-config-ripple-switch" checked={ripple} onChange={(event) => setRipple(event.value)} />
        <label htmlFor="layout-config-ripple-switch">Ripple effect on buttons</label>
      </div>
    </section>
  );
}
