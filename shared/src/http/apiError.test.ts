import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './apiError';

function axiosErrorWith(status: number, data: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', undefined, config, undefined, response);
}

describe('toApiError', () => {
  it('keeps the server message and the string field errors', () => {
    const error = toApiError(axiosErrorWith(400, { message: 'Some fields are not valid.', errors: { name: 'Required', bad: 3 } }));
    expect(error).toEqual({ status: 400, message: 'Some fields are not valid.', fieldErrors: { name: 'Required' } });
  });

  it('says the server cannot be reached when there is no response', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/cannot be reached/);
  });

  it('never shows a raw body or stack: unknown shapes get a plain sentence', () => {
    expect(toApiError(axiosErrorWith(500, '<html>Bad gateway</html>')).message).toMatch(/went wrong/);
    expect(toApiError(new Error('boom')).message).toMatch(/went wrong/);
  });
});
