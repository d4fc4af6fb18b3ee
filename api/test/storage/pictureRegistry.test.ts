import { pictureKeysIn } from '../../src/storage/pictureRegistry';
import { columnName, registeredColumns, schemaColumns, type SchemaColumn } from '../support/schemaColumns';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * Names that say "a stored picture": a key, a URL or a file name of one. Sizes and counts of
 * pictures are numbers, and a `*_id` points at a row of a picture table, whose own key column is
 * what the registry must name.
 */
const PICTURE_NAME = /image|photo|picture|avatar|logo|thumb|banner|cover|icon|upload|file/;
const NOT_A_PICTURE = /_(width|height|count|id)$/;
/** Names that say "rich text": HTML, Markdown or a body, where a link can name a picture's address. */
const RICH_TEXT_NAME = /html|markdown|rich|body/;

const looksLikePicture = (column: SchemaColumn): boolean => PICTURE_NAME.test(column.column) && !NOT_A_PICTURE.test(column.column);
/**
 * Columns whose names say "body" but that no person writes: the booking e-mails' text and HTML are
 * composed by the API from a booking's names, services, times and the salon's address, so they can
 * never name an uploaded picture (and the sweep need not read every message ever sent).
 */
const COMPOSED_BY_THE_API = new Set(['booking_messages.body_text', 'booking_messages.body_html']);
const looksLikeRichText = (column: SchemaColumn): boolean => RICH_TEXT_NAME.test(column.column) && !COMPOSED_BY_THE_API.has(columnName(column));

let testApp: TestApp;
let columns: SchemaColumn[];

beforeAll(async () => {
  testApp = await startTestApp();
  columns = await schemaColumns(testApp.app.db);
});

afterAll(async () => {
  await testApp.close();
});

describe('the picture registry', () => {
  it('names every column of the migrated schema that can hold a picture key, as a key', () => {
    const registeredKeys = new Set(registeredColumns().filter((source) => source.holds === 'key').map(columnName));
    const pictureColumns = columns.filter(looksLikePicture).map(columnName);

    expect(pictureColumns.length).toBeGreaterThan(0);
    expect(pictureColumns.filter((name) => !registeredKeys.has(name))).toEqual([]);
  });

  it('names every rich-text column of the migrated schema, as text that may mention a picture', () => {
    const registeredTexts = new Set(registeredColumns().filter((source) => source.holds === 'text').map(columnName));
    const richTextColumns = columns.filter(looksLikeRichText).map(columnName);

    expect(richTextColumns.length).toBeGreaterThan(0);
    expect(richTextColumns.filter((name) => !registeredTexts.has(name))).toEqual([]);
  });

  it('names only text columns that exist, so the sweep’s query never fails', () => {
    const textColumns = new Set(columns.filter((column) => /text|char/i.test(column.dataType)).map(columnName));

    expect(registeredColumns().map(columnName).filter((name) => !textColumns.has(name))).toEqual([]);
  });
});

describe('pictureKeysIn', () => {
  const key = 'images/0b6f3c1e-8a2d-4c5e-9f10-123456789abc';

  it('finds a key alone, in a picture URL and in a link of rich text', () => {
    expect(pictureKeysIn(key)).toEqual([key]);
    expect(pictureKeysIn(`/uploads/${key}.thumb.webp`)).toEqual([key]);
    expect(pictureKeysIn(`<p><a href="https://salon.example/uploads/${key}.webp">our room</a> and ${key}.webp</p>`)).toEqual([key, key]);
  });

  it('finds nothing in text without a key', () => {
    expect(pictureKeysIn('<p>images/ of the salon</p>')).toEqual([]);
  });
});
