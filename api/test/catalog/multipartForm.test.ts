import { coerceFormFields } from '../../src/http/multipartForm';

describe('coerceFormFields', () => {
  const kinds = { integers: ['id', 'displayOrder'], booleans: ['active'] };

  it('reads numbers and yes/no words, keeps text as text', () => {
    expect(coerceFormFields({ id: '7', displayOrder: '3', active: 'true', name: '12' }, kinds)).toEqual({
      id: 7,
      displayOrder: 3,
      active: true,
      name: '12',
    });
    expect(coerceFormFields({ active: '0' }, kinds)).toEqual({ active: false });
    expect(coerceFormFields({ active: 'ON' }, kinds)).toEqual({ active: true });
  });

  it.each([[' 1'], ['1 '], ['01'], ['1e0'], ['0x1'], ['+1']])('leaves the loose number %j as text for the schema to refuse', (text) => {
    expect(coerceFormFields({ id: text }, kinds)).toEqual({ id: text });
  });

  it('reads an empty value as "not given" and leaves nonsense for the schema to refuse', () => {
    expect(coerceFormFields({ displayOrder: '', active: '' }, kinds)).toEqual({ displayOrder: undefined, active: undefined });
    expect(coerceFormFields({ displayOrder: '3 apples', active: 'maybe' }, kinds)).toEqual({ displayOrder: '3 apples', active: 'maybe' });
  });
});
