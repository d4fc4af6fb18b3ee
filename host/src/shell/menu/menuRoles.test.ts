import { buildMenuModel, type MenuNode } from './menuModel';

const labels = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [node.label, ...labels(node.items ?? [])]);

describe('the menu by role', () => {
  const groups = [{ id: 3, name: 'Manicure' }] as const;
  const galleries = [{ id: 8, theme: 'Summer nails' }] as const;

  it('shows the owner Team and Activity, and the Add entries', () => {
    const shown = labels(buildMenuModel(groups, galleries, 'owner'));
    expect(shown).toEqual(expect.arrayContaining(['Team', 'Activity', 'Add Parent Service', 'Add Parent Gallery']));
  });

  it('shows a manager neither Team nor Activity', () => {
    const shown = labels(buildMenuModel(groups, galleries, 'manager'));
    expect(shown).not.toContain('Team');
    expect(shown).not.toContain('Activity');
    expect(shown).toContain('Add Parent Service');
  });

  it('shows reception the groups to read but no Add, Team or Activity', () => {
    const shown = labels(buildMenuModel(groups, galleries, 'reception'));
    expect(shown).toEqual(expect.arrayContaining(['Manicure', 'Summer nails', 'Booking', 'Gift Card']));
    for (const hidden of ['Team', 'Activity', 'Add Parent Service', 'Add Parent Gallery']) expect(shown).not.toContain(hidden);
  });

  it('waits for the role before showing an owner-only entry', () => {
    expect(labels(buildMenuModel(groups, galleries, null))).not.toContain('Team');
  });
});
