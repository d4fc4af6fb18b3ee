import type { ImageUpload } from './catalogRequests';

type FormFieldValue = string | number | boolean | readonly string[] | null | undefined | ImageUpload;

const IMAGE_FIELD = 'image';

/**
 * The multipart body of a catalogue form. Fields left `undefined` (or `null`) are not sent, so an
 * update changes only what it names; an empty string is sent, because it clears a text field.
 * Numbers and booleans travel as their text ("true"/"false"), which the API reads back; a list of
 * words (a picture's tags) as one comma-separated text, an empty list as "" (which clears it).
 */
export function toCatalogFormData(values: Record<string, FormFieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      form.append(name, value.join(','));
    } else if (value instanceof Blob) {
      if (name !== IMAGE_FIELD) throw new Error(`Only the "${IMAGE_FIELD}" field can carry a file, not "${name}"`);
      form.append(IMAGE_FIELD, value, value instanceof File ? value.name : 'image');
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
