import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorMessageAt, serverFieldPaths } from './formErrors';

const apiFailure = (errors: Record<string, string>) => {
  const response = { data: { message: 'Check the fields.', errors }, status: 400, statusText: '400', headers: new AxiosHeaders(), config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, response.config, null, response);
};

describe('form error helpers', () => {
  it('reads a nested message, and a list-wide one from its root', () => {
    const errors = { closures: { 2: { date: { type: 'custom', message: 'This date is listed twice.' } } }, serviceIds: { root: { type: 'custom', message: 'A service is listed twice.' } } };
    expect(errorMessageAt(errors, 'closures.2.date')).toBe('This date is listed twice.');
    expect(errorMessageAt(errors, 'serviceIds')).toBe('A service is listed twice.');
    expect(errorMessageAt(errors, 'closures.1.date')).toBeUndefined();
  });

  it('keeps the server keys that belong to the form’s fields, nested ones included', () => {
    const failure = apiFailure({ 'openingHours.monday.1.start': 'Overlaps.', email: 'Taken.', version: 'stale', secret: 'x' });
    expect(serverFieldPaths(failure, ['openingHours', 'email'])).toEqual(['openingHours.monday.1.start', 'email']);
  });
});
