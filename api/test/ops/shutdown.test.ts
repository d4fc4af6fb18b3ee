import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { portAnswers, startApiProcess, type ApiProcess } from '../support/apiProcess';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const SIGN_IN = JSON.stringify({ username: 'admin', password: 'correct horse battery staple' });

/** A sign-in whose body is only half sent: the request is under way until `finish` sends the rest. */
function startSlowSignIn(port: number): { socket: Socket; answer: Promise<string>; finish(): void } {
  const socket = connect(port, '127.0.0.1');
  const half = Math.floor(SIGN_IN.length / 2);
  socket.write(`POST /api/v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${SIGN_IN.length}\r\n\r\n${SIGN_IN.slice(0, half)}`);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { socket, answer, finish: () => socket.write(SIGN_IN.slice(half)) };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const groupIsGone = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('graceful shutdown of a real server process', () => {
  let server: ApiProcess | undefined;
  afterEach(async () => {
    await server?.cleanUp();
    server = undefined;
  });

  it('finishes the requests under way after SIGTERM, then exits 0 and frees the port', async () => {
    // debug logs "incoming request" once a request's headers are read: the state to wait for.
    server = await startApiProcess({ env: { LOG_LEVEL: 'debug' } });
    const running = server;
    const requests = [startSlowSignIn(server.port), startSlowSignIn(server.port)];
    // The server must hold both before the signal, or they would be refused as arriving too late.
    await until(() => running.output().split('incoming request').length > 2, 'the server to read both requests');
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // A loaded machine may take a while to hand the signal to a busy process: the bound is generous.
    await until(() => running.output().includes('SIGTERM received'), 'the server to start stopping', 60_000);
    for (const request of requests) request.finish();
    const answers = await Promise.all(requests.map((request) => request.answer));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await portAnswers(server.port)).toBe(false);
  }, 90_000);

  it('gives up a request that outlasts SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    server = await startApiProcess({ env: { SHUTDOWN_TIMEOUT_MS: '1500' } });
    const stuck = startSlowSignIn(server.port);
    await until(() => stuck.socket.readyState === 'open', 'the connection');
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_500);
    expect(server.output()).toContain('Requests were still running 1500 ms after SIGTERM (SHUTDOWN_TIMEOUT_MS)');
    stuck.socket.destroy();
    expect(await portAnswers(server.port)).toBe(false);
  }, 90_000);

  it('leaves nothing on the port when `npm start` itself gets SIGTERM', async () => {
    // npm runs the script through `sh -c`; without `exec` the shell died and left the server orphaned.
    server = await startApiProcess({ command: { file: 'npm', args: ['start', '--prefix', REPO_ROOT, '--', '--skip-build'] } });
    const { pid } = server.child;
    if (pid === undefined) throw new Error('npm has no pid');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const port = server.port;
    await until(async () => !(await portAnswers(port)) && groupIsGone(pid), 'every process of `npm start` to end');
  }, 90_000);
});
