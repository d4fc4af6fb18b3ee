import type { GalleryGroup, ServiceGroup } from '@nail-or-never/shared';
import type { MenuIconName } from '../icons/menuIcons';

/**
 * One node of the sidebar menu. A node with `to` is a link; a node with `items` is a group.
 * Root nodes are the category headings (Home, Service & Gallery, General), always open; deeper
 * groups are collapsible submenus.
 */
export interface MenuNode {
  key: string;
  label: string;
  icon?: MenuIconName;
  to?: string;
  items?: MenuNode[];
}

/** The literal id of the synthetic first entry of each group list (spec §2). */
export const ADD_ENTRY_ID = 'add';

export const parentServicePath = (id: number | typeof ADD_ENTRY_ID): string => `/admin/parent-service/${id}`;
export const parentGalleryPath = (id: number | typeof ADD_ENTRY_ID): string => `/admin/parent-gallery/${id}`;

const generalSections: MenuNode[] = [
  { key: 'gift-card', label: 'Gift Card', icon: 'gift', to: '/admin/gift-card' },
  { key: 'booking', label: 'Booking', icon: 'calendar', to: '/admin/booking' },
  { key: 'employees', label: 'Employees', icon: 'users', to: '/admin/employees' },
  { key: 'contact', label: 'Contact', icon: 'mail', to: '/admin/contact' },
  { key: 'about-us', label: 'About Us', icon: 'info', to: '/admin/about-us' },
];

/**
 * The whole sidebar, built from the two group lists. The lists may still be loading or have failed
 * (empty arrays then): the synthetic "Add" entries and every fixed route stay usable regardless.
 */
/** The only fields the menu reads (spec §7: id + name, id + theme). */
export type MenuServiceGroup = Pick<ServiceGroup, 'id' | 'name'>;
export type MenuGalleryGroup = Pick<GalleryGroup, 'id' | 'theme'>;

export function buildMenuModel(serviceGroups: readonly MenuServiceGroup[], galleryGroups: readonly MenuGalleryGroup[]): MenuNode[] {
  return [
    { key: 'home', label: 'Home', items: [{ key: 'dashboard', label: 'Dashboard', icon: 'home', to: '/' }] },
    {
      key: 'service-gallery',
      label: 'Service & Gallery',
      items: [
        {
          key: 'parent-services',
          label: 'Parent Services',
          icon: 'services',
          items: [
            { key: `parent-service-${ADD_ENTRY_ID}`, label: 'Add Parent Service', icon: 'plus', to: parentServicePath(ADD_ENTRY_ID) },
            ...serviceGroups.map((group) => ({
              key: `parent-service-${group.id}`,
              label: group.name,
              icon: 'folder' as const,
              to: parentServicePath(group.id),
            })),
          ],
        },
        {
          key: 'parent-gallery',
          label: 'Parent Gallery',
          icon: 'gallery',
          items: [
            { key: `parent-gallery-${ADD_ENTRY_ID}`, label: 'Add Parent Gallery', icon: 'plus', to: parentGalleryPath(ADD_ENTRY_ID) },
            ...galleryGroups.map((group) => ({
              key: `parent-gallery-${group.id}`,
              label: group.theme,
              icon: 'folder' as const,
              to: parentGalleryPath(group.id),
            })),
          ],
        },
      ],
    },
    { key: 'general', label: 'General', items: generalSections },
  ];
}

/** True when `pathname` is the node's own route or a page below it (a remote's nested route). */
export function isRouteActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** True when the node or any node below it is the current route: its submenu should be open. */
export function containsActiveRoute(node: MenuNode, pathname: string): boolean {
  if (node.to !== undefined && isRouteActive(node.to, pathname)) return true;
  return (node.items ?? []).some((child) => containsActiveRoute(child, pathname));
}
