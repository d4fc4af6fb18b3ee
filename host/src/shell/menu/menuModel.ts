import { REMOTES, roleMayCall, type RemoteName, type Role, type SectionPreloadTarget, type GalleryGroup, type MenuGroupList, type MenuIconName, type RemoteMount, type ServiceGroup } from '@nail-or-never/shared';

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
  /** The remote whose section the entry opens: its code is prefetched on hover or focus. */
  remote?: RemoteName;
  /** Which page of that section the entry opens: its code is prefetched too. */
  page?: SectionPreloadTarget;
}

/** The literal id of the synthetic first entry of each group list (spec §2). */
export const ADD_ENTRY_ID = 'add';

/** The only fields the menu reads (spec §7: id + name, id + theme). */
export type MenuServiceGroup = Pick<ServiceGroup, 'id' | 'name'>;
export type MenuGalleryGroup = Pick<GalleryGroup, 'id' | 'theme'>;

interface MenuGroupEntry {
  id: number;
  label: string;
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const lastSegment = (basePath: string): string => basePath.split('/').pop() ?? basePath;

/** Who may add to a group list: its "Add" entry is left out for the others (reception reads the catalogue). */
const ADD_OPERATION = { serviceGroups: 'postServicesParent', galleryGroups: 'postGalleryParent' } as const satisfies Record<MenuGroupList, string>;

/** One mount of the remotes table as a menu node: a link, or a submenu of "Add" plus its groups. */
function mountNode(remote: RemoteName, mount: RemoteMount, lists: Record<MenuGroupList, readonly MenuGroupEntry[]>, role: Role | null): MenuNode {
  const { menu, basePath } = mount;
  const key = lastSegment(basePath);
  const page = (path: string): SectionPreloadTarget => ({ page: mount.page, path });
  if (menu.groupList === undefined) return { key, label: menu.label, icon: menu.icon, to: basePath, remote, page: page('') };
  const addNode: MenuNode = { key: `${key}-${ADD_ENTRY_ID}`, label: menu.addLabel ?? 'Add', icon: 'plus', to: `${basePath}/${ADD_ENTRY_ID}`, remote, page: page(ADD_ENTRY_ID) };
  return {
    key: slug(menu.label),
    label: menu.label,
    icon: menu.icon,
    remote,
    items: [
      ...(role !== null && !roleMayCall(role, ADD_OPERATION[menu.groupList]) ? [] : [addNode]),
      ...lists[menu.groupList].map((group) => ({
        key: `${key}-${group.id}`,
        label: group.label,
        icon: 'folder' as const,
        to: `${basePath}/${group.id}`,
        remote,
        page: page(String(group.id)),
      })),
    ],
  };
}

/**
 * Whether the signed-in role sees a mount's entry. A page that needs an operation waits for the role
 * (null until `/users/me` answered): an owner's Team entry appears a moment late rather than a
 * receptionist seeing it flash.
 */
export function mountVisibleTo(mount: RemoteMount, role: Role | null): boolean {
  return mount.requires === undefined || (role !== null && roleMayCall(role, mount.requires));
}

/**
 * The whole sidebar: Home, then one heading per `menuHeading` of the remotes table with its mounts.
 * The group lists may still be loading or have failed (empty arrays then): the synthetic "Add"
 * entries and every fixed route stay usable regardless. Entries the role may not open are left out.
 */
export function buildMenuModel(serviceGroups: readonly MenuServiceGroup[], galleryGroups: readonly MenuGalleryGroup[], role: Role | null = null): MenuNode[] {
  const lists = {
    serviceGroups: serviceGroups.map((group) => ({ id: group.id, label: group.name })),
    galleryGroups: galleryGroups.map((group) => ({ id: group.id, label: group.theme })),
  };
  const headings: MenuNode[] = [];
  for (const remote of REMOTES) {
    let heading = headings.find((node) => node.label === remote.menuHeading);
    if (!heading) {
      heading = { key: slug(remote.menuHeading), label: remote.menuHeading, items: [] };
      headings.push(heading);
    }
    heading.items?.push(...remote.mounts.filter((mount) => mountVisibleTo(mount, role)).map((mount) => mountNode(remote.name, mount, lists, role)));
  }
  return [{ key: 'home', label: 'Home', items: [{ key: 'dashboard', label: 'Dashboard', icon: 'home', to: '/' }] }, ...headings];
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
