import { galleryImageUpdateSchema, serviceGroupUpdateSchema } from '@nail-or-never/shared/schemas';
import { formFieldKindsOf } from '../../src/features/catalog/multipartForm';

describe('formFieldKindsOf', () => {
  it('reads the number and yes/no fields from the route schema, through optional and default', () => {
    expect(formFieldKindsOf(serviceGroupUpdateSchema)).toEqual({
      integers: ['id', 'version', 'displayOrder'],
      booleans: ['active', 'removeImage'],
    });
    expect(formFieldKindsOf(galleryImageUpdateSchema)).toEqual({
      integers: ['id', 'version', 'parentId', 'displayOrder'],
      booleans: ['published'],
    });
  });
});
