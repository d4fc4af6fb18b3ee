import { idSchema, nameSchema, optionalTextSchema } from './catalogFields';
import { pageSchema } from './paginationSchemas';

describe('strict ids and safe text (one rule for the forms and the API)', () => {
  it.each([[1], ['1'], ['42'], [2147483647]])('accepts the id %j', (value) => {
    expect(idSchema.safeParse(value)).toEqual({ success: true, data: Number(value) });
  });

  it.each([['0x1'], [' 1'], ['1e0'], ['01'], ['+1'], [[1]], [true], [null], [1.5], ['1.5'], [0], ['0'], [-1], [2147483648], [Number.NaN], ['']])(
    'refuses the id %j',
    (value) => {
      expect(idSchema.safeParse(value).success).toBe(false);
    },
  );

  it('keeps the page messages', () => {
    expect(pageSchema.safeParse(undefined)).toEqual({ success: true, data: 1 });
    expect(pageSchema.safeParse('two').error?.issues[0]?.message).toBe('The page must be a number.');
    expect(pageSchema.safeParse('1.5').error?.issues[0]?.message).toBe('The page must be a whole number.');
    expect(pageSchema.safeParse('0').error?.issues[0]?.message).toBe('The page starts at 1.');
  });

  it.each([
    ['NUL', 'Nails\u0000', 'must not contain control characters'],
    ['a tab', 'Nails\tx', 'must not contain control characters'],
    ['a right-to-left override', '\u202Egnp.exe\u202C nails', 'text-direction'],
    ['a first-strong isolate', 'Nails\u2068x\u2069', 'text-direction'],
    ['a lone surrogate', 'Nails \uDC00', 'broken character'],
  ])('refuses a name with %s', (_case, name, message) => {
    expect(nameSchema('name').safeParse(name).error?.issues[0]?.message).toMatch(message);
  });

  it('normalises names to NFC and keeps line breaks in multi-line text', () => {
    expect(nameSchema('name').parse(' Cafe\u0301 ')).toBe('Caf\u00e9');
    expect(optionalTextSchema('description', 100).parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(optionalTextSchema('description', 100).safeParse('bell\u0007').success).toBe(false);
  });
});
