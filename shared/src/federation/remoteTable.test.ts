import { REMOTES, SECTION_MOUNTS, isRemoteName, remoteEntry } from './remoteTable';

const ICONS = ['home', 'services', 'gallery', 'plus', 'folder', 'gift', 'calendar', 'client', 'users', 'mail', 'info', 'key', 'history', 'away'];

describe('the remotes table', () => {
  it('names each remote, dev port and mount path once', () => {
    const names = REMOTES.map((remote) => remote.name);
    const ports = REMOTES.map((remote) => remote.devPort);
    const paths = SECTION_MOUNTS.map((mount) => mount.basePath);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(ports).size).toBe(ports.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('mounts every section under /admin with a menu entry the host can draw', () => {
    for (const mount of SECTION_MOUNTS) {
      expect(mount.basePath).toMatch(/^\/admin\/[a-z-]+$/);
      expect(ICONS).toContain(mount.menu.icon);
    }
  });

  it('gives every mount of a remote mounted more than once its own page', () => {
    for (const remote of REMOTES.filter((entry) => entry.mounts.length > 1)) {
      const pages = remote.mounts.map((mount) => mount.page);
      expect(pages.every((page) => typeof page === 'string')).toBe(true);
      expect(new Set(pages).size).toBe(pages.length);
    }
  });

  it('knows its remotes by name', () => {
    expect(isRemoteName('services')).toBe(true);
    expect(isRemoteName('nope')).toBe(false);
    expect(remoteEntry('general')?.mounts.map((mount) => mount.page)).toEqual(['gift-card', 'booking', 'clients', 'employees', 'time-off', 'contact', 'about-us', 'team', 'activity']);
  });
});
