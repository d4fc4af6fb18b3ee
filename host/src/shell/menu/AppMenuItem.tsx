import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from '@nail-or-never/shared/router';
import { CSSTransition } from 'primereact/csstransition';
import { useRemoteRegistry } from '../../features/remotes/RemoteRegistryContext';
import { ChevronIcon } from '../icons/ChevronIcon';
import { MenuIcon } from '../icons/menuIcons';
import { containsActiveRoute, type MenuNode } from './menuModel';

/** Submenus open slowly and close quickly (spec §9: enter 1000 ms, exit 450 ms); the CSS matches. */
export const SUBMENU_TIMEOUT = { enter: 1000, exit: 450 } as const;

interface AppMenuItemProps {
  node: MenuNode;
  depth: number;
}

/** Renders one node of the menu model and, recursively, the nodes below it. */
export function AppMenuItem({ node, depth }: AppMenuItemProps) {
  if (depth === 0) return <MenuCategory node={node} />;
  if (node.items) return <MenuSubmenu node={node} items={node.items} depth={depth} />;
  return <MenuLink node={node} />;
}

function MenuChildren({ items, depth }: { items: MenuNode[]; depth: number }) {
  return items.map((child) => <AppMenuItem key={child.key} node={child} depth={depth + 1} />);
}

function MenuCategory({ node }: { node: MenuNode }) {
  const headingId = useId();
  return (
    <li className="layout-root-menuitem">
      <div className="layout-menuitem-root-text" id={headingId}>
        {node.label}
      </div>
      <ul aria-labelledby={headingId}>
        <MenuChildren items={node.items ?? []} depth={0} />
      </ul>
    </li>
  );
}

/** Hover or focus of an entry starts loading its remote's section and page, so the click finds them there. */
function usePrefetchSection(node: MenuNode): { onMouseEnter?: () => void; onFocus?: () => void } {
  const registry = useRemoteRegistry();
  const { remote, page } = node;
  if (!remote) return {};
  const prefetch = () => registry.prefetchSection(remote, page);
  return { onMouseEnter: prefetch, onFocus: prefetch };
}

function MenuLink({ node }: { node: MenuNode }) {
  const prefetch = usePrefetchSection(node);
  return (
    <li>
      <NavLink
        {...prefetch}
        to={node.to ?? '/'}
        end={node.to === '/'}
        className={({ isActive }) => (isActive ? 'layout-menuitem-link active-route' : 'layout-menuitem-link')}
      >
        {node.icon ? <MenuIcon name={node.icon} /> : null}
        <span className="layout-menuitem-text">{node.label}</span>
      </NavLink>
    </li>
  );
}

function MenuSubmenu({ node, items, depth }: { node: MenuNode; items: MenuNode[]; depth: number }) {
  const { pathname } = useLocation();
  const holdsActiveRoute = containsActiveRoute(node, pathname);
  const [expanded, setExpanded] = useState(holdsActiveRoute);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const togglerRef = useRef<HTMLButtonElement>(null);
  const prefetch = usePrefetchSection(node);

  // Arriving on a page inside this group opens it, so the highlighted entry is always visible.
  useEffect(() => {
    if (holdsActiveRoute) setExpanded(true);
  }, [holdsActiveRoute, pathname]);

  const collapseOnEscape = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here: the shell's own Escape (close the whole menu) is for the next press.
    event.stopPropagation();
    setExpanded(false);
    togglerRef.current?.focus();
  };

  return (
    <li className={expanded ? 'layout-submenu-item active-menuitem' : 'layout-submenu-item'}>
      <button
        ref={togglerRef}
        type="button"
        className={holdsActiveRoute ? 'layout-menuitem-link layout-submenu-button active-group' : 'layout-menuitem-link layout-submenu-button'}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        {...prefetch}
        onClick={() => setExpanded((open) => !open)}
      >
        {node.icon ? <MenuIcon name={node.icon} /> : null}
        <span className="layout-menuitem-text">{node.label}</span>
        <ChevronIcon />
      </button>
      <CSSTransition nodeRef={listRef} timeout={SUBMENU_TIMEOUT} classNames="layout-submenu" in={expanded} unmountOnExit>
        <ul ref={listRef} id={listId} className="layout-submenu" onKeyDown={collapseOnEscape}>
          <MenuChildren items={items} depth={depth} />
        </ul>
      </CSSTransition>
    </li>
  );
}
