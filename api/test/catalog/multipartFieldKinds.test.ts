import { galleryImageUpdateSchema, serviceGroupUpdateSchema } from '@nail-or-never/shared/schemas';
import { formFieldKindsOf } from '../../src/http/multipartForm';

describe('formFieldKindsOf', () => {
  it('reads the number and yes/no fields from the route schema, through optional and default', () => {
    // Ids and versions are not listed: their shared schema reads plain decimal text itself (and
    // refuses "0x1" or " 1"), so a form sends them as they are.
    expect(formFieldKindsOf(serviceGroupUpdateSchema)).toEqual({
      integers: ['displayOrder'],
      booleans: ['active', 'removeImage'],
    });
    expect(formFieldKindsOf(galleryImageUpdateSchema)).toEqual({
      integers: ['displayOrder'],
      booleans: ['published'],
    });
  });
});
