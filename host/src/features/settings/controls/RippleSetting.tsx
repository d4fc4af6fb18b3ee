import { useLayoutConfig } from '@nail-or-never/shared';

/**
 * A native checkbox with the switch role: PrimeReact 10's InputSwitch nests its focusable input in
 * another interactive element, which axe reports as a serious violation.
 */
export function RippleSetting() {
  const ripple = useLayoutConfig((config) => config.ripple);
  const setRipple = useLayoutConfig((config) => config.setRipple);
  return (
    <section className="layout-config-section" aria-labelledby="layout-config-ripple">
      <h3 id="layout-config-ripple">Ripple</h3>
      <div className="layout-config-option">
        <input
          id="layout-config-ripple-switch"
          className="layout-config-switch"
          type="checkbox"
          role="switch"
          checked={ripple}
          onChange={(event) => setRipple(event.target.checked)}
        />
        <label htmlFor="layout-config-ripple-switch">Ripple effect on buttons</label>
      </div>
    </section>
  );
}
