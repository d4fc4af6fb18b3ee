import type { ReactNode } from 'react';
import './lineIcon.css';

interface LineIconProps {
  children: ReactNode;
  className?: string;
}

/**
 * A 24×24 stroked SVG that takes the current text colour. The shell draws its few icons inline
 * instead of loading an icon font: no extra font bytes on first load, and every theme colours them.
 */
export function LineIcon({ children, className }: LineIconProps) {
  return (
    <svg
      className={className ? `layout-icon ${className}` : 'layout-icon'}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
