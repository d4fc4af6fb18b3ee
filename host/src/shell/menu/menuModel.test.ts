import { buildMenuModel, containsActiveRoute, isRouteActive, type MenuNode } from './menuModel';

function findNode(nodes: MenuNode[], key: string): MenuNode {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = node.items ? findNodeOrNull(node.items, key) : null;
    if (inner) return inner;
  }
  throw new Error(`no node ${key}`);
}

function findNodeOrNull(nodes: MenuNode[], key: string): MenuNode | null {
  try {
    return findNode(nodes, key);
  } catch {
    return null;
  }
}

describe('buildMenuModel', () => {
  const model = buildMenuModel(
    [
      { id: 3, name: 'Manicure' },
      { id: 5, name: 'Pedicure' },
    ],
    [{ id: 8, theme: 'Summer nails' }],
  );

  it('has the groups Home, Service & Gallery and General, in that order', () => {
    expect(model.map((node) => node.label)).toEqual(['Home', 'Service & Gallery', 'General']);
    expect(model[0]?.items?.map((node) => [node.label, node.to])).toEqual([['Dashboard', '/']]);
  });

  it('starts Parent Services with the synthetic "add" entry, then one entry per group labelled by name', () => {
    const entries = findNode(model, 'parent-services').items ?? [];
    expect(entries.map((node) => [node.label, node.to])).toEqual([
      ['Add Parent Service', '/admin/parent-service/add'],
      ['Manicure', '/admin/parent-service/3'],
      ['Pedicure', '/admin/parent-service/5'],
    ]);
  });

  it('starts Parent Gallery with the synthetic "add" entry, then one entry per group labelled by theme', () => {
    const entries = findNode(model, 'parent-gallery').items ?? [];
    expect(entries.map((node) => [node.label, node.to])).toEqual([
      ['Add Parent Gallery', '/admin/parent-gallery/add'],
      ['Summer nails', '/admin/parent-gallery/8'],
    ]);
  });

  it('lists the general sections at their routes', () => {
    expect(findNode(model, 'general').items?.map((node) => [node.label, node.to])).toEqual([
      ['Gift Card', '/admin/gift-card'],
      ['Booking', '/admin/booking'],
      ['Clients', '/admin/clients'],
      ['Employees', '/admin/employees'],
      ['Time off', '/admin/time-off'],
      ['Contact', '/admin/contact'],
      ['About Us', '/admin/about-us'],
    ]);
  });

  it('keeps the "add" entries when the lists are empty (still loading, or failed)', () => {
    const empty = buildMenuModel([], []);
    expect(findNode(empty, 'parent-services').items?.map((node) => node.to)).toEqual(['/admin/parent-service/add']);
    expect(findNode(empty, 'parent-gallery').items?.map((node) => node.to)).toEqual(['/admin/parent-gallery/add']);
  });
});

describe('active routes', () => {
  it('matches a route, the pages below it, and "/" only exactly', () => {
    expect(isRouteActive('/admin/parent-service/3', '/admin/parent-service/3')).toBe(true);
    expect(isRouteActive('/admin/parent-service/3', '/admin/parent-service/3/services')).toBe(true);
    expect(isRouteActive('/admin/parent-service/3', '/admin/parent-service/30')).toBe(false);
    expect(isRouteActive('/', '/admin/booking')).toBe(false);
    expect(isRouteActive('/', '/')).toBe(true);
  });

  it('finds the group holding the current route', () => {
    const model = buildMenuModel([{ id: 3, name: 'Manicure' }], []);
    expect(containsActiveRoute(findNode(model, 'parent-services'), '/admin/parent-service/3')).toBe(true);
    expect(containsActiveRoute(findNode(model, 'parent-gallery'), '/admin/parent-service/3')).toBe(false);
  });
});
