/**
 * Lists the parts of a zip this app just produced with no compression (the
 * xlsx skeleton): a few lines of header reading instead of any xlsx parser,
 * so nothing here can be tricked by a hostile file (it never sees one).
 */
export function storedZipEntries(zip: Buffer): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const flags = zip.readUInt16LE(offset + 6);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    if (method !== 0 || (flags & 0x0008) !== 0) throw new Error('The workbook skeleton was expected uncompressed.');
    const start = offset + 30 + nameLength + extraLength;
    parts.set(zip.toString('utf8', offset + 30, offset + 30 + nameLength), zip.subarray(start, start + size));
    offset = start + size;
  }
  return parts;
}
