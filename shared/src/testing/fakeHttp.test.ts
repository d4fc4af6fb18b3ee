import { httpClient } from '../http/httpClient';
import { fakeHttp } from './fakeHttp';

// What the fake leaves for jest/setupWeb.ts, which fails the test after it; taken here so that these
// tests, which make such calls on purpose, can look at them and still pass.
const takeUnexpected = (): string[] => globalThis.__unexpectedHttpCalls?.splice(0) ?? [];

describe('fakeHttp and calls it was not told about', () => {
  it('refuses them and leaves each one, with its method and URL, for the test to fail on', async () => {
    const http = fakeHttp({ 'GET /services': { status: 200, body: { data: [] } } });
    try {
      await expect(httpClient.get('/employees', { params: { status: 'inactive', page: 2 } })).rejects.toThrow('Unexpected request in test: GET /employees?status=inactive&page=2');
      await expect(fetch('/api/v1/users/login', { method: 'POST', body: '{}' })).rejects.toThrow('Unexpected request in test: POST /users/login');
      expect(takeUnexpected()).toEqual(['GET /employees?status=inactive&page=2', 'POST /users/login']);
    } finally {
      http.restore();
    }
  });

  it('leaves nothing for the calls it answers, whatever the answer', async () => {
    const http = fakeHttp({ 'GET /services': { status: 500, body: { message: 'The server had a problem.' } }, 'GET /services-parent': 'network-error' });
    try {
      await expect(httpClient.get('/services')).rejects.toMatchObject({ response: { status: 500 } });
      await expect(httpClient.get('/services-parent')).rejects.toThrow('Network Error');
      expect(takeUnexpected()).toEqual([]);
    } finally {
      http.restore();
    }
  });
});
