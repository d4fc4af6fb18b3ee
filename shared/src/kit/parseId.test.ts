import { parseId } from './parseId';

describe('parseId', () => {
  it('reads a positive whole number in plain digits', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('120')).toBe(120);
  });

  it('refuses everything else, including the forms Number() would accept', () => {
    for (const raw of [undefined, '', '0', '-3', '1e1', '0x10', '12abc', ' 7', '7 ', '1.0', '007', '99999999999999999999']) {
      expect(parseId(raw)).toBeNull();
    }
  });
});
