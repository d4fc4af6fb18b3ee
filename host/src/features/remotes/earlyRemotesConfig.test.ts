import { askForRemotesConfigAtEntry, takeEarlyRemotesConfig } from './earlyRemotesConfig';
import { fetchRemotesConfig } from './remotesConfig';

/** The part of a Response the config reader uses (jsdom has no Response). */
const answer = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);
let fetchMock: jest.Mock;
const originalFetch = globalThis.fetch;

beforeEach(() => {
  fetchMock = jest.fn(() => answer({ general: '/remotes/general/mf-manifest.json' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.localStorage.setItem('token', 'a-token');
});
afterEach(() => {
  takeEarlyRemotesConfig();
  globalThis.fetch = originalFetch;
  window.localStorage.clear();
});

describe('the remotes config asked for by the entry', () => {
  it('is asked for at once at a section\u2019s address, and its answer is the first read\u2019s', async () => {
    askForRemotesConfigAtEntry('/admin/booking');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));

    expect(await fetchRemotesConfig()).toEqual({ general: '/remotes/general/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Used once: a retry after a failure must see what the file says now.
    fetchMock.mockImplementation(() => answer({ general: 'https://cdn.example/general/mf-manifest.json' }));
    expect(await fetchRemotesConfig()).toEqual({ general: 'https://cdn.example/general/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits on `/`, where the dashboard\u2019s calls go first, and for a visitor without a token', () => {
    askForRemotesConfigAtEntry('/');
    window.localStorage.clear();
    askForRemotesConfigAtEntry('/admin/booking');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRemotesConfig()).toBeNull();
  });

  it('reports a failed early request as the read\u2019s own failure', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    askForRemotesConfigAtEntry('/admin/gift-card');
    await expect(fetchRemotesConfig()).rejects.toThrow('The remotes configuration (/remotes.json) could not be fetched.');
  });
});
