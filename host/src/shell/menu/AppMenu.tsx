import { useMemo } from 'react';
import { useRole } from '@nail-or-never/shared';
import { AppMenuItem } from './AppMenuItem';
import { buildMenuModel } from './menuModel';
import { useMenuGroups } from './useMenuGroups';
import './menu.css';

/** The sidebar's navigation: the data-driven model rendered by one recursive item. */
export function AppMenu() {
  const { serviceGroups, galleryGroups } = useMenuGroups();
  const role = useRole();
  const model = useMemo(() => buildMenuModel(serviceGroups, galleryGroups, role), [serviceGroups, galleryGroups, role]);
  return (
    <nav aria-label="Main menu">
      <ul className="layout-menu">
        {model.map((node) => (
          <AppMenuItem key={node.key} node={node} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
