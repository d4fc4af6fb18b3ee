/**
 * Makes a rotated copy of a HEIF test picture by adding an `irot` property to its primary item, the
 * way phones store a portrait photo (landscape pixels + a rotation box). Debian's heif-enc cannot
 * write one, and no HEIC photo may be downloaded here, so tests derive it from the committed fixture.
 *
 * Handles what that fixture uses: `meta` with `pitm`, `iloc` (version 0-2) and `iprp` → `ipco` +
 * `ipma` (version 0, one-byte associations), media data after `meta`.
 */

interface Box {
  type: string;
  start: number;
  size: number;
  /** Where the payload starts: after the header and, for full boxes, version and flags. */
  body: number;
}

const FULL_BOXES = new Set(['meta', 'iloc', 'ipma', 'pitm']);

function childBoxes(file: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to; ) {
    const size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    boxes.push({ type, start: at, size, body: at + 8 + (FULL_BOXES.has(type) ? 4 : 0) });
    at += size;
  }
  return boxes;
}

function find(boxes: Box[], type: string): Box {
  const box = boxes.find((candidate) => candidate.type === type);
  if (!box) throw new Error(`No "${type}" box in the HEIF fixture`);
  return box;
}

function readUInt(file: Buffer, at: number, bytes: number): number {
  return bytes === 0 ? 0 : file.readUIntBE(at, bytes);
}

/** Moves every file-relative data offset in `iloc` by `delta` (the media data moved down). */
function shiftItemLocations(file: Buffer, iloc: Box, delta: number): void {
  const version = file.readUInt8(iloc.start + 8);
  let at = iloc.body;
  const sizes = file.readUInt16BE(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseSize = (sizes >> 4) & 0xf;
  const indexSize = version >= 1 ? sizes & 0xf : 0;
  const itemIdSize = version === 2 ? 4 : 2;
  const itemCount = version === 2 ? file.readUInt32BE(at) : file.readUInt16BE(at);
  at += version === 2 ? 4 : 2;
  for (let item = 0; item < itemCount; item += 1) {
    at += itemIdSize;
    const method = version >= 1 ? file.readUInt16BE(at) & 0xf : 0;
    if (version >= 1) at += 2;
    at += 2; // data_reference_index
    const baseAt = at;
    at += baseSize;
    const extentCount = file.readUInt16BE(at);
    at += 2;
    const fileRelative = method === 0;
    if (fileRelative && baseSize > 0) file.writeUIntBE(readUInt(file, baseAt, baseSize) + delta, baseAt, baseSize);
    for (let extent = 0; extent < extentCount; extent += 1) {
      at += indexSize;
      if (fileRelative && baseSize === 0) file.writeUIntBE(readUInt(file, at, offsetSize) + delta, at, offsetSize);
      at += offsetSize + lengthSize;
    }
  }
}

/** A copy of `heif` whose primary picture is shown turned by `quarterTurns` × 90° anticlockwise. */
export function withHeifRotation(heif: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const meta = find(childBoxes(heif, 0, heif.length), 'meta');
  const inMeta = childBoxes(heif, meta.body, meta.start + meta.size);
  const primaryItem = heif.readUInt16BE(find(inMeta, 'pitm').body);
  const iprp = find(inMeta, 'iprp');
  const inIprp = childBoxes(heif, iprp.start + 8, iprp.start + iprp.size);
  const ipco = find(inIprp, 'ipco');
  const ipma = find(inIprp, 'ipma');
  if (ipma.start < ipco.start) throw new Error('Expected ipco before ipma');
  const propertyIndex = childBoxes(heif, ipco.start + 8, ipco.start + ipco.size).length + 1;

  const irot = Buffer.alloc(9);
  irot.writeUInt32BE(9, 0);
  irot.write('irot', 4, 'latin1');
  irot.writeUInt8(quarterTurns, 8);

  // ipma v0: entry_count, then per item: id (16 bits), association count (8 bits), associations.
  const entries: Buffer[] = [];
  let at = ipma.body + 4;
  const entryCount = heif.readUInt32BE(ipma.body);
  for (let entry = 0; entry < entryCount; entry += 1) {
    const itemId = heif.readUInt16BE(at);
    const count = heif.readUInt8(at + 2);
    const original = heif.subarray(at, at + 3 + count);
    at += 3 + count;
    if (itemId !== primaryItem) {
      entries.push(original);
      continue;
    }
    const extended = Buffer.concat([original, Buffer.from([0x80 | propertyIndex])]); // essential
    extended.writeUInt8(count + 1, 2);
    entries.push(extended);
  }
  const ipmaBody = Buffer.concat([heif.subarray(ipma.start + 8, ipma.body + 4), ...entries]);
  const newIpma = Buffer.concat([Buffer.alloc(8), ipmaBody]);
  newIpma.writeUInt32BE(newIpma.length, 0);
  newIpma.write('ipma', 4, 'latin1');

  const delta = irot.length + (newIpma.length - ipma.size);
  const result = Buffer.concat([
    heif.subarray(0, ipco.start + ipco.size),
    irot,
    heif.subarray(ipco.start + ipco.size, ipma.start),
    newIpma,
    heif.subarray(ipma.start + ipma.size),
  ]);
  result.writeUInt32BE(ipco.size + irot.length, ipco.start);
  result.writeUInt32BE(iprp.size + delta, iprp.start);
  result.writeUInt32BE(meta.size + delta, meta.start);
  const iloc = find(inMeta, 'iloc');
  if (iloc.start > ipco.start) throw new Error('Expected iloc before iprp');
  shiftItemLocations(result, iloc, delta);
  return result;
}
