import { useEffect } from 'react';
import PrimeReact from 'primereact/api';
import { useLayoutConfig } from '@nail-or-never/shared';

/**
 * The saved layout settings (scale, colour scheme, ripple, input style) in effect on a standalone
 * page too, so a section looks in development as it will in the shell.
 */
export function useApplySavedLayout(): void {
  const scale = useLayoutConfig((config) => config.scale);
  const colorScheme = useLayoutConfig((config) => config.colorScheme);
  const ripple = useLayoutConfig((config) => config.ripple);
  const inputStyle = useLayoutConfig((config) => config.inputStyle);
  useEffect(() => {
    document.documentElement.style.fontSize = `${scale}px`;
    document.documentElement.dataset.colorScheme = colorScheme;
    PrimeReact.ripple = ripple;
    PrimeReact.inputStyle = inputStyle;
  }, [scale, colorScheme, ripple, inputStyle]);
}
