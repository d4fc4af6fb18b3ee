import { sessionStore } from '@nail-or-never/shared';
import { pageRemoteRegistry } from './remoteRegistry';
import { sectionAt, startSectionAt } from './startSectionAt';

jest.mock('./remoteRegistry', () => ({ pageRemoteRegistry: { prefetchSection: jest.fn() } }));
const prefetchSection = jest.mocked(pageRemoteRegistry.prefetchSection);

beforeEach(() => {
  prefetchSection.mockReset();
  sessionStore.getState().signIn('a-token');
});

describe('the section a visit opens at', () => {
  it('is found by its mount point, with the path below it', () => {
    expect(sectionAt('/admin/booking')).toMatchObject({ route: { remote: 'general', page: 'booking' }, path: '' });
    expect(sectionAt('/admin/parent-service/12/edit')).toMatchObject({ route: { remote: 'services' }, path: '12/edit' });
    // A mount point's name inside a longer segment is another address.
    expect(sectionAt('/admin/bookings')).toBeNull();
    expect(sectionAt('/')).toBeNull();
  });

  it("starts the remote, the page's code and its calls at once", () => {
    startSectionAt('/admin/booking', '?view=week&date=2026-11-23');
    expect(prefetchSection).toHaveBeenCalledWith('general', { page: 'booking', path: '', search: '?view=week&date=2026-11-23' }, { data: true });
  });

  it('starts nothing for a visitor without a token, or off a section', () => {
    startSectionAt('/admin/account', '');
    sessionStore.getState().signOut();
    startSectionAt('/admin/booking', '');
    expect(prefetchSection).not.toHaveBeenCalled();
  });
});
