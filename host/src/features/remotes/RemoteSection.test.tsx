import { useState, type ComponentType } from 'react';
import { MemoryRouter } from '@nail-or-never/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteSectionModule, RemoteSectionProps } from '@nail-or-never/shared';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nail-or-never/shared';
import { RemoteRegistryContext } from './RemoteRegistryContext';
import { RemoteSection } from './RemoteSection';
import { createRemoteRegistry } from './remoteRegistry';
import { SharedContractMismatchError } from './sharedContract';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const CONFIG = {
  services: '/remotes/services/mf-manifest.json',
  galleries: '/remotes/galleries/mf-manifest.json',
  general: '/remotes/general/mf-manifest.json',
};

type ConfigReply = { status: number; body: unknown } | 'network-error';
let configReplies: ConfigReply[];
const fetchMock = jest.fn(async (): Promise<Response> => {
  const reply = configReplies.shift() ?? { status: 200, body: CONFIG };
  if (reply === 'network-error') throw new TypeError('Failed to fetch');
  return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
});

function sectionModule(component: ComponentType<RemoteSectionProps>): RemoteSectionModule {
  return { default: component };
}

const ServicesSection = ({ basePath }: RemoteSectionProps) => <h1>Services section at {basePath}</h1>;

/** A deferred loadRemote result, to see the loading state before the remote arrives. */
function deferredModule() {
  let resolve: (module: RemoteSectionModule) => void = () => undefined;
  const promise = new Promise<RemoteSectionModule>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderSection() {
  const user = userEvent.setup({ delay: null });
  render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
      <RemoteRegistryContext.Provider value={createRemoteRegistry()}>
        <MemoryRouter>
          <p>Host shell stays</p>
          <RemoteSection name="services" basePath="/admin/parent-service" />
        </MemoryRouter>
      </RemoteRegistryContext.Provider>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
  return { user };
}

beforeEach(() => {
  configReplies = [];
  fetchMock.mockClear();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteSection', () => {
  it('shows the loading state, registers every remote from /remotes.json first, then renders the section', async () => {
    const pending = deferredModule();
    mockedLoadRemote.mockReturnValueOnce(pending.promise);
    renderSection();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading Parent Services…');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'services', entry: CONFIG.services },
      { name: 'galleries', entry: CONFIG.galleries },
      { name: 'general', entry: CONFIG.general },
    ]);
    expect(mockedRegisterRemotes.mock.invocationCallOrder[0]).toBeLessThan(mockedLoadRemote.mock.invocationCallOrder[0] ?? 0);
    expect(mockedLoadRemote).toHaveBeenCalledWith('services/Section');

    pending.resolve(sectionModule(ServicesSection));
    expect(await screen.findByRole('heading', { name: 'Services section at /admin/parent-service' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('contains a remote that cannot load, and Retry really loads it again once it is back', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch /remotes/services/mf-manifest.json'));
    mockedLoadRemote.mockResolvedValueOnce(sectionModule(ServicesSection));
    const { user } = renderSection();

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This section could not be loaded');
    expect(screen.getByText('Host shell stays')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Services section at /admin/parent-service' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry re-read the runtime config and forced a fresh registration (the runtime caches failures).
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'services', entry: CONFIG.services }], { force: true });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the panel while the remote is still down', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('Script load error'));
    const { user } = renderSection();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering, and Retry renders it again without reloading it', async () => {
    let shouldThrow = true;
    function FlakySection() {
      const [message] = useState('Recovered section');
      if (shouldThrow) throw new Error('render crash inside the remote');
      return <h1>{message}</h1>;
    }
    mockedLoadRemote.mockResolvedValue(sectionModule(FlakySection));
    const { user } = renderSection();

    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(screen.getByText('Host shell stays')).toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered section' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the panel when /remotes.json is missing, and recovers once it is served', async () => {
    configReplies = [{ status: 404, body: { message: 'Not found' } }, 'network-error'];
    mockedLoadRemote.mockResolvedValue(sectionModule(ServicesSection));
    const { user } = renderSection();

    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Services section at /admin/parent-service' })).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'services', entry: CONFIG.services }], { force: true });
  });

  it('explains a remote missing from the runtime config', async () => {
    configReplies = [{ status: 200, body: { galleries: CONFIG.galleries } }];
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('"services" is not listed in the remotes configuration.');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('names the remote, the shared contract it was built for and the one running, and keeps the shell', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new SharedContractMismatchError('services', '^2.0.0', '1.0.0'));
    renderSection();

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This section needs another version of the admin');
    expect(panel).toHaveTextContent('Remoteservices');
    expect(panel).toHaveTextContent('Built for@nail-or-never/shared ^2.0.0');
    expect(panel).toHaveTextContent('Running@nail-or-never/shared 1.0.0');
    expect(screen.getByText('Host shell stays')).toBeInTheDocument();
  });
});
