import type { APIOptions } from 'primereact/api';

interface DropdownLabelProps {
  ariaLabel?: string | null;
  ariaLabelledBy?: string | null;
  placeholder?: string | null;
}

/** The name a Dropdown's hidden parts take from the Dropdown itself: its label, else its placeholder. */
function dropdownName(options: unknown): Record<string, string> {
  const props = (options as { props?: DropdownLabelProps } | undefined)?.props;
  if (props?.ariaLabelledBy) return { 'aria-labelledby': props.ariaLabelledBy };
  return { 'aria-label': props?.ariaLabel || props?.placeholder || 'Choose an option' };
}

/**
 * Accessibility repairs of PrimeReact 10.9 parts, applied to every component in the host and in the
 * remotes it mounts (one PrimeReactProvider, one shared primereact):
 * - Dropdown renders a hidden native <select> and an icon "button" without a name (axe select-name,
 *   aria-command-name): both take the Dropdown's own name.
 * - InputSwitch puts role="checkbox" on its wrapper around the real role="switch" input, an
 *   interactive control inside another (axe nested-interactive): the wrapper becomes a plain box.
 */
export const ACCESSIBLE_PASS_THROUGH: NonNullable<APIOptions['pt']> = {
  dropdown: {
    select: (options: unknown) => dropdownName(options),
    trigger: (options: unknown) => dropdownName(options),
  },
  inputswitch: {
    root: { role: undefined, 'aria-checked': undefined, 'aria-labelledby': undefined, 'aria-label': undefined, 'aria-describedby': undefined },
  },
};
