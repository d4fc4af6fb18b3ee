/**
 * Reads, from a HEIF file's header alone, the size of every canvas a decoder could be asked to
 * allocate: each picture item's `ispe`, and the output size written in each grid or overlay item.
 * Decoders report the `ispe` of the picture they show, but they build a grid at the size the grid
 * item itself gives, so a file whose `ispe` says 120×64 can still make them fill 12000×12000.
 */

interface Box {
  type: string;
  /** Where the payload starts: after the size, type and (for full boxes) version and flags. */
  body: number;
  end: number;
  version: number;
  flags: number;
}

const FULL_BOXES = new Set(['meta', 'iloc', 'iinf', 'infe', 'ipma', 'ispe']);

/**
 * The boxes between `from` and `to`, read one at a time so that whatever follows the box a caller
 * looks for (bytes appended to the file) is never read. Throws (a RangeError) where a size points
 * outside the parent.
 */
function* boxesIn(file: Buffer, from: number, to: number): Generator<Box> {
  for (let at = from; at < to; ) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new RangeError(`The "${type}" box does not fit in its parent`);
    const full = FULL_BOXES.has(type);
    const versionAndFlags = full ? file.readUInt32BE(at + header) : 0;
    yield { type, body: at + header + (full ? 4 : 0), end: at + size, version: versionAndFlags >>> 24, flags: versionAndFlags & 0xffffff };
    at += size;
  }
}

function childBoxes(file: Buffer, from: number, to: number): Box[] {
  return Array.from(boxesIn(file, from, to));
}

function only(boxes: Box[], type: string): Box | undefined {
  return boxes.find((box) => box.type === type);
}

function readUInt(file: Buffer, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 8) return Number(file.readBigUInt64BE(at));
  return file.readUIntBE(at, bytes);
}

/** Item id → item type, from `iinf` (infe versions 2 and 3, the ones that carry a type). */
function itemTypes(file: Buffer, iinf: Box): Map<number, string> {
  const types = new Map<number, string>();
  const entriesStart = iinf.body + (iinf.version === 0 ? 2 : 4);
  for (const infe of childBoxes(file, entriesStart, iinf.end)) {
    if (infe.type !== 'infe' || infe.version < 2) continue;
    const idBytes = infe.version === 2 ? 2 : 4;
    types.set(readUInt(file, infe.body, idBytes), file.toString('latin1', infe.body + idBytes + 2, infe.body + idBytes + 6));
  }
  return types;
}

/** Item id → its `ispe` width and height, through `ipma`'s links into `ipco`. */
function itemSpatialExtents(file: Buffer, iprp: Box): Map<number, { width: number; height: number }> {
  const inIprp = childBoxes(file, iprp.body, iprp.end);
  const ipco = only(inIprp, 'ipco');
  const extents = new Map<number, { width: number; height: number }>();
  if (!ipco) return extents;
  const properties = childBoxes(file, ipco.body, ipco.end);
  for (const ipma of inIprp.filter((box) => box.type === 'ipma')) {
    const idBytes = ipma.version < 1 ? 2 : 4;
    const indexBytes = ipma.flags & 1 ? 2 : 1;
    const indexMask = indexBytes === 2 ? 0x7fff : 0x7f;
    let at = ipma.body + 4;
    for (let entry = file.readUInt32BE(ipma.body); entry > 0; entry -= 1) {
      const item = readUInt(file, at, idBytes);
      const count = file.readUInt8(at + idBytes);
      at += idBytes + 1;
      for (let association = 0; association < count; association += 1, at += indexBytes) {
        const property = properties[(readUInt(file, at, indexBytes) & indexMask) - 1];
        if (property?.type === 'ispe') extents.set(item, { width: file.readUInt32BE(property.body), height: file.readUInt32BE(property.body + 4) });
      }
    }
  }
  return extents;
}

/** Where an item's offsets count from: the file (construction method 0) or the `idat` box (1). */
function itemSource(file: Buffer, meta: Box[], method: number): Buffer {
  if (method === 0) return file;
  const idat = only(meta, 'idat');
  if (method !== 1 || !idat) throw new RangeError('An item is stored in a way this check does not read');
  return file.subarray(idat.body, idat.end);
}

/** The first bytes of one item's data, wherever `iloc` puts them (in the file or in `idat`). */
function itemData(file: Buffer, meta: Box[], item: number, minLength: number): Buffer {
  const iloc = only(meta, 'iloc');
  if (!iloc) throw new RangeError('No item locations');
  const sizes = file.readUInt16BE(iloc.body);
  const offsetBytes = sizes >> 12;
  const lengthBytes = (sizes >> 8) & 0xf;
  const baseBytes = (sizes >> 4) & 0xf;
  const indexBytes = iloc.version >= 1 ? sizes & 0xf : 0;
  const idBytes = iloc.version === 2 ? 4 : 2;
  const itemCount = readUInt(file, iloc.body + 2, idBytes);
  let at = iloc.body + 2 + idBytes;
  for (let entry = 0; entry < itemCount; entry += 1) {
    const id = readUInt(file, at, idBytes);
    at += idBytes;
    const method = iloc.version >= 1 ? file.readUInt16BE(at) & 0xf : 0;
    if (iloc.version >= 1) at += 2;
    at += 2; // data_reference_index: only "this file" is accepted by decoders
    const base = readUInt(file, at, baseBytes);
    at += baseBytes;
    const extentCount = file.readUInt16BE(at);
    at += 2;
    if (id !== item) {
      at += extentCount * (indexBytes + offsetBytes + lengthBytes);
      continue;
    }
    const parts: Buffer[] = [];
    for (let extent = 0; extent < extentCount; extent += 1) {
      at += indexBytes;
      const offset = base + readUInt(file, at, offsetBytes);
      const extentLength = readUInt(file, at + offsetBytes, lengthBytes);
      at += offsetBytes + lengthBytes;
      const source = itemSource(file, meta, method);
      const end = extentLength === 0 ? source.length : offset + extentLength;
      if (end > source.length) throw new RangeError(`Item ${item} reaches past its ${method === 0 ? 'file' : 'idat box'}`);
      parts.push(source.subarray(offset, end));
    }
    const data = Buffer.concat(parts);
    if (data.length < minLength) throw new RangeError(`Item ${item} is shorter than its layout`);
    return data;
  }
  throw new RangeError(`Item ${item} has no location`);
}

/**
 * The output size of a grid (`grid`) or overlay (`iovl`) item: version, flags (bit 0: 32-bit
 * sizes), then for a grid its rows and columns, for an overlay four 16-bit fill values.
 */
function derivedCanvas(file: Buffer, meta: Box[], item: number, type: 'grid' | 'iovl'): { width: number; height: number } {
  const head = itemData(file, meta, item, 2);
  const sizeBytes = (head.readUInt8(1) & 1) === 1 ? 4 : 2;
  const sizesAt = type === 'grid' ? 4 : 2 + 8;
  const data = itemData(file, meta, item, sizesAt + 2 * sizeBytes);
  return { width: data.readUIntBE(sizesAt, sizeBytes), height: data.readUIntBE(sizesAt + sizeBytes, sizeBytes) };
}

function topLevelMeta(file: Buffer): Box | undefined {
  for (const box of boxesIn(file, 0, file.length)) if (box.type === 'meta') return box;
  return undefined;
}

export interface ClaimedCanvas {
  item: number;
  width: number;
  height: number;
}

/**
 * Every canvas size the file claims, or null when the header cannot be read this way (then the
 * file is refused rather than handed to a decoder unchecked).
 */
export function heifClaimedCanvases(file: Buffer): ClaimedCanvas[] | null {
  try {
    const meta = topLevelMeta(file);
    if (!meta) return null;
    const inMeta = childBoxes(file, meta.body, meta.end);
    const iinf = only(inMeta, 'iinf');
    const iprp = only(inMeta, 'iprp');
    if (!iinf || !iprp) return null;
    const canvases: ClaimedCanvas[] = [];
    for (const [item, extent] of itemSpatialExtents(file, iprp)) canvases.push({ item, ...extent });
    for (const [item, type] of itemTypes(file, iinf)) {
      if (type === 'grid' || type === 'iovl') canvases.push({ item, ...derivedCanvas(file, inMeta, item, type) });
    }
    return canvases;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
