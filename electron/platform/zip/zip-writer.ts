import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const ZIP32_LIMIT = 0xffff_ffff;
// DOS date/time of 1980-01-01 00:00: a fixed stamp keeps the output reproducible.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A minimal streaming zip writer (deflate only, no zip64): small parts are
 * deflated in one go, a sheet is deflated as its XML is produced, with
 * backpressure from the file, so memory stays flat however long the sheet.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;

  constructor(private readonly out: WriteStream) {}

  /** Adds a whole part (sizes known up front, no data descriptor). */
  async addBuffer(name: string, data: Buffer): Promise<void> {
    const compressed = deflateRawSync(data, { level: 6 });
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(data),
      compressed: compressed.length,
      size: data.length,
      offset: this.offset,
    };
    await this.put(localHeader(entry, false));
    await this.put(compressed);
    this.entries.push(entry);
  }

  /**
   * Adds a part whose text `produce` writes piece by piece; `write` resolves
   * when deflate can take more. Sizes and CRC follow in a data descriptor.
   */
  async addStream(
    name: string,
    produce: (write: (text: string) => Promise<void>) => Promise<void>,
    level = 1,
  ): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset: this.offset };
    await this.put(localHeader(entry, true));
    const deflate = createDeflateRaw({ level, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY });
    let failure: unknown;
    deflate.on('data', (chunk: Buffer) => {
      // A cancelled export destroys the file stream while deflate may still flush.
      if (this.out.destroyed) return;
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    deflate.on('error', (error) => (failure = error));
    const ended = once(deflate, 'end');
    const write = async (text: string): Promise<void> => {
      if (failure) throw failure;
      const bytes = Buffer.from(text, 'utf8');
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
    };
    try {
      await produce(write);
    } catch (error) {
      deflate.destroy();
      throw error;
    }
    deflate.end();
    await ended;
    if (failure) throw failure;
    if (entry.size > ZIP32_LIMIT || this.offset > ZIP32_LIMIT)
      throw new RangeError('The workbook is larger than 4 GB, more than this writer supports.');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.put(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory; the caller then closes the stream. */
  async finish(): Promise<number> {
    const start = this.offset;
    for (const entry of this.entries) await this.put(centralHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    return this.offset;
  }

  private async put(data: Buffer): Promise<void> {
    this.offset += data.length;
    if (!this.out.write(data)) await once(this.out, 'drain');
  }
}

// Flag bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8.
function flags(streamed: boolean): number {
  return (streamed ? 0x0008 : 0) | 0x0800;
}

function localHeader(entry: Entry, streamed: boolean): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags(streamed), 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(streamed ? 0 : entry.crc >>> 0, 14);
  header.writeUInt32LE(streamed ? 0 : entry.compressed, 18);
  header.writeUInt32LE(streamed ? 0 : entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(flags(false), 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}
