import { useContext, useEffect } from 'react';
import PrimeReact, { PrimeReactContext } from 'primereact/api';
import { useLayoutConfig } from '@nail-or-never/shared';
import '../../styles/contrast.css';
import { useIsHydrating } from '../../shell/useIsHydrating';
import { useFollowSystemScheme } from './followSystemScheme';

/**
 * Puts the saved layout config into effect: the scale becomes the root font size (every rem in the
 * theme follows), System mode follows the operating system's scheme, and ripple and input style go
 * into PrimeReact's context. primereact is a
 * federation singleton and the remotes render inside the host's provider, so their inputs and
 * buttons follow too. Nothing is applied from the render that hydrates the prerendered dashboard:
 * it sees the default config, not the saved one, which index.html's head script has applied already.
 */
export function useApplyLayoutConfig(): void {
  const scale = useLayoutConfig((config) => config.scale);
  const ripple = useLayoutConfig((config) => config.ripple);
  const inputStyle = useLayoutConfig((config) => config.inputStyle);
  const colorScheme = useLayoutConfig((config) => config.colorScheme);
  const prime = useContext(PrimeReactContext);
  const hydrating = useIsHydrating();
  useFollowSystemScheme();

  useEffect(() => {
    if (!hydrating) document.documentElement.style.fontSize = `${scale}px`;
  }, [hydrating, scale]);

  // contrast.css keys its light-theme fixes off this attribute (index.html sets it before paint).
  useEffect(() => {
    if (!hydrating) document.documentElement.dataset.colorScheme = colorScheme;
  }, [hydrating, colorScheme]);

  useEffect(() => {
    if (hydrating) return;
    prime?.setRipple?.(ripple);
    // Components rendered outside any provider read the global default.
    PrimeReact.ripple = ripple;
  }, [hydrating, prime, ripple]);

  useEffect(() => {
    if (hydrating) return;
    prime?.setInputStyle?.(inputStyle);
    PrimeReact.inputStyle = inputStyle;
  }, [hydrating, prime, inputStyle]);
}
