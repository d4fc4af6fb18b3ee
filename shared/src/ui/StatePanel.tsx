import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'primereact/button';

export type StatePanelTone = 'info' | 'error';

export interface StatePanelAction {
  label: string;
  icon?: string;
  onClick: () => void;
}

export interface StatePanelProps {
  tone: StatePanelTone;
  title: string;
  children?: ReactNode;
  action?: StatePanelAction;
  /** 1 when the panel stands in for a whole page (a section that could not load): the page's one h1. */
  titleLevel?: 1 | 2;
}

// Inline styles on purpose: the shared package declares `sideEffects`, so a CSS import here would be
// dropped from production builds. Theme variables keep it on-theme in every PrimeReact theme.
const panelStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '2rem 1.5rem',
  textAlign: 'center',
  borderRadius: 'var(--border-radius, 6px)',
  border: '1px solid var(--surface-border, #dee2e6)',
  background: 'var(--surface-card, #fff)',
  color: 'var(--text-color, #212529)',
};

const iconByTone: Record<StatePanelTone, string> = {
  info: 'pi pi-info-circle',
  error: 'pi pi-exclamation-triangle',
};

/**
 * The designed empty / error state every section uses, so "nothing here" and "that failed" look the
 * same everywhere. An error is announced to screen readers (role alert); an empty state is not.
 */
export function StatePanel({ tone, title, children, action, titleLevel = 2 }: StatePanelProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <div role={tone === 'error' ? 'alert' : undefined} style={panelStyle}>
      <i
        className={iconByTone[tone]}
        aria-hidden="true"
        style={{ fontSize: '2rem', color: tone === 'error' ? 'var(--red-500, #c0392b)' : 'var(--primary-color, #4f46e5)' }}
      />
      <Title style={{ margin: 0, fontSize: '1.25rem' }}>{title}</Title>
      {children ? <div style={{ color: 'var(--text-color-secondary, #6c757d)' }}>{children}</div> : null}
      {action ? <Button type="button" label={action.label} icon={action.icon} onClick={action.onClick} /> : null}
    </div>
  );
}

/** The designed loading state: a spinner and a line of text, announced politely. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" style={{ ...panelStyle, border: 'none', background: 'transparent' }}>
      {/* Drawn, not an icon-font glyph: the first route loads before the icon font does. */}
      <svg width="32" height="32" viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="5" strokeLinecap="round" strokeDasharray="90 150" style={{ stroke: 'var(--primary-color, #4f46e5)' }}>
          <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
        </circle>
      </svg>
      <span>{label}</span>
    </div>
  );
}
