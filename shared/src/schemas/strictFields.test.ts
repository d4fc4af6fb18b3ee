import { idSchema, jsonIdSchema, jsonVersionSchema, nameSchema, optionalTextSchema } from './catalogFields';
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

  it.each([[1], [42], [2147483647]])('accepts the JSON id %j', (value) => {
    expect(jsonIdSchema.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([['1'], ['999999'], ['0x1'], [[1]], [true], [null], [1.5], [0], [-1], [2147483648], [Number.NaN], [Infinity]])('refuses the JSON id %j', (value) => {
    expect(jsonIdSchema.safeParse(value).success).toBe(false);
  });

  it('tells a client sending a JSON id or version as text what to send instead', () => {
    expect(jsonIdSchema.safeParse('999999').error?.issues[0]?.message).toBe('Must be a whole number, sent as a JSON number (not text).');
    expect(jsonVersionSchema.safeParse('3').error?.issues[0]?.message).toMatch(/sent as a JSON number/);
  });

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
    ['a left-to-right mark', 'Nails\u200E', 'text-direction'],
    ['a right-to-left mark', '\u200FNails', 'text-direction'],
    ['an Arabic letter mark', 'Nai\u061Cls', 'text-direction'],
    ['a zero-width space', 'Na\u200Bils', 'invisible formatting'],
    ['a zero-width joiner', 'Na\u200Dils', 'invisible formatting'],
    ['a soft hyphen', 'Na\u00ADils', 'invisible formatting'],
    ['a byte-order mark', '\uFEFFNails', 'invisible formatting'],
    ['a tag character', 'Nails\u{E0041}', 'invisible formatting'],
  ])('refuses a name with %s', (_case, name, message) => {
    expect(nameSchema('name').safeParse(name).error?.issues[0]?.message).toMatch(message);
  });

  it('normalises names to NFC and keeps line breaks in multi-line text', () => {
    expect(nameSchema('name').parse(' Cafe\u0301 ')).toBe('Caf\u00e9');
    expect(optionalTextSchema('description', 100).parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(optionalTextSchema('description', 100).safeParse('bell\u0007').success).toBe(false);
  });

  it('keeps joiners in multi-line text (emoji and some scripts need them) but never a text-direction mark', () => {
    const family = '\u{1F469}\u200D\u{1F467}';
    expect(optionalTextSchema('message', 100).parse(`For the ${family}`)).toBe(`For the ${family}`);
    expect(optionalTextSchema('message', 100).safeParse('Happy \u200Fbirthday').error?.issues[0]?.message).toMatch('text-direction');
  });
});
