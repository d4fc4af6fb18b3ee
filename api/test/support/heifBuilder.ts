import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Builds small HEIF files whose headers say whatever a test needs (several top-level pictures, any
 * primary, grids of any output size). Every coded picture is the one 120×64 HEVC tile of the
 * committed fixture: a decompression bomb only has to CLAIM a size, so no large file is committed.
 */

export const FIXTURE_TILE = { width: 120, height: 64 };

interface CodedPicture {
  item: number;
  type: 'hvc1';
  width: number;
  height: number;
  hidden?: boolean;
}

interface GridPicture {
  item: number;
  type: 'grid';
  /** What the grid's `ispe` claims; a well-made file repeats the output size here. */
  width: number;
  height: number;
  output: { width: number; height: number };
  columns: number;
  rows: number;
  /** One item per cell, row by row; a bomb may name the same tile again and again. */
  tiles: number[];
  hidden?: boolean;
}

export type HeifPicture = CodedPicture | GridPicture;

function box(type: string, ...parts: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 4, 'latin1');
  const result = Buffer.concat([header, ...parts]);
  result.writeUInt32BE(result.length, 0);
  return result;
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const versionAndFlags = Buffer.alloc(4);
  versionAndFlags.writeUInt32BE(((version << 24) | flags) >>> 0, 0);
  return box(type, versionAndFlags, ...parts);
}

function uint(bytes: 1 | 2 | 4, value: number): Buffer {
  const result = Buffer.alloc(bytes);
  result.writeUIntBE(value, 0, bytes);
  return result;
}

interface FixtureParts {
  hvcC: Buffer;
  tile: Buffer;
}

let fixtureParts: FixtureParts | undefined;

/** The fixture's decoder configuration and coded tile (offsets read once from its own boxes). */
function fromFixture(): FixtureParts {
  if (fixtureParts) return fixtureParts;
  const file = readFileSync(path.join(__dirname, '..', 'fixtures', 'landscape-exif-gps.heic'));
  const hvcCAt = file.indexOf('hvcC', 0, 'latin1') - 4;
  const hvcC = file.subarray(hvcCAt, hvcCAt + file.readUInt32BE(hvcCAt));
  // The fixture's iloc (version 1, 4-byte offsets and lengths, 4-byte base offset) lists item 1,
  // the HEVC tile, first: id, construction method, data reference, base offset, extent count, extent.
  const ilocAt = file.indexOf('iloc', 0, 'latin1') - 4;
  const item1 = ilocAt + 8 + 4 + 2 + 2;
  const offset = file.readUInt32BE(item1 + 6) + file.readUInt32BE(item1 + 12);
  const length = file.readUInt32BE(item1 + 16);
  fixtureParts = { hvcC, tile: file.subarray(offset, offset + length) };
  return fixtureParts;
}

function gridData(grid: GridPicture): Buffer {
  const large = grid.output.width > 0xffff || grid.output.height > 0xffff;
  const size = large ? 4 : 2;
  return Buffer.concat([
    Buffer.from([0, large ? 1 : 0, grid.rows - 1, grid.columns - 1]),
    uint(size, grid.output.width),
    uint(size, grid.output.height),
  ]);
}

function itemInfo(picture: HeifPicture): Buffer {
  // infe version 2: id, protection index, type, empty name. Flag 1 hides the item.
  return fullBox('infe', 2, picture.hidden ? 1 : 0, uint(2, picture.item), uint(2, 0), Buffer.from(picture.type, 'latin1'), Buffer.from([0]));
}

function ispe(width: number, height: number): Buffer {
  return fullBox('ispe', 0, 0, uint(4, width), uint(4, height));
}

/** The `meta` box with every data offset counted from `dataStart`, where the payloads follow. */
function metaBox(primary: number, pictures: HeifPicture[], payloads: Buffer[], dataStart: number): Buffer {
  const { hvcC } = fromFixture();
  const properties = [hvcC, ...pictures.map((picture) => ispe(picture.width, picture.height))];
  // ipma version 0: per item its id, the number of associations, then 1-based property indexes;
  // the top bit marks a property the reader must understand.
  const associations = pictures.map((picture, index) => {
    const indexes = picture.type === 'hvc1' ? [0x81, 0x80 | (index + 2)] : [0x80 | (index + 2)];
    return Buffer.concat([uint(2, picture.item), Buffer.from([indexes.length, ...indexes])]);
  });
  let offset = dataStart;
  const locations = payloads.map((payload, index) => {
    const location = Buffer.concat([uint(2, pictures[index]?.item ?? 0), uint(2, 0), uint(2, 1), uint(4, offset), uint(4, payload.length)]);
    offset += payload.length;
    return location;
  });
  const grids = pictures.filter((picture): picture is GridPicture => picture.type === 'grid');
  const references = grids.map((grid) =>
    box('dimg', uint(2, grid.item), uint(2, grid.tiles.length), ...grid.tiles.map((tile) => uint(2, tile))),
  );
  return fullBox(
    'meta',
    0,
    0,
    fullBox('hdlr', 0, 0, uint(4, 0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0])),
    fullBox('pitm', 0, 0, uint(2, primary)),
    // iloc version 0: 4-byte offsets and lengths, no base offset; one extent per item.
    fullBox('iloc', 0, 0, Buffer.from([0x44, 0x00]), uint(2, pictures.length), ...locations),
    fullBox('iinf', 0, 0, uint(2, pictures.length), ...pictures.map(itemInfo)),
    box('iprp', box('ipco', ...properties), fullBox('ipma', 0, 0, uint(4, pictures.length), ...associations)),
    ...(references.length > 0 ? [fullBox('iref', 0, 0, ...references)] : []),
  );
}

/** A complete HEIF file: `ftyp`, `meta`, then one `mdat` with the coded tile and the grid layouts. */
export function buildHeif(primary: number, pictures: HeifPicture[]): Buffer {
  const { tile } = fromFixture();
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), uint(4, 0), Buffer.from('mif1heic', 'latin1'));
  const payloads = pictures.map((picture) => (picture.type === 'hvc1' ? tile : gridData(picture)));
  // The meta box's size does not depend on the offsets written into it, so measure it first.
  const metaSize = metaBox(primary, pictures, payloads, 0).length;
  const meta = metaBox(primary, pictures, payloads, ftyp.length + metaSize + 8);
  return Buffer.concat([ftyp, meta, box('mdat', ...payloads)]);
}
