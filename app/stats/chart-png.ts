/**
 * The monthly mail's chart as a PNG, drawn without a graphics library, so the
 * Node server and the worker make the same image: every mail client shows a
 * PNG (SVG is blocked by Gmail and Outlook). One bar per day: this month's
 * visits dark, the month before light behind them, a day with an enquiry
 * marked on top. The figures themselves are in the mail's table and text.
 */

export interface ChartDay {
  visits: number;
  enquiries: number;
}

const palette = [
  [255, 255, 255], // background
  [208, 215, 222], // the month before
  [23, 55, 94], // this month
  [217, 119, 6], // a day with an enquiry
  [120, 128, 138], // baseline
] as const;
const [background, before, current, enquiry, baseline] = [0, 1, 2, 3, 4];

export const chartSize = { width: 600, height: 180 };

/** Each pixel's palette index, row by row. */
function draw(month: readonly ChartDay[], previous: readonly ChartDay[]): Uint8Array[] {
  const { width, height } = chartSize;
  const rows = Array.from({ length: height }, () => new Uint8Array(width).fill(background));
  const slots = Math.max(month.length, previous.length, 1);
  const slot = Math.floor((width - 20) / slots);
  const top = 14;
  const bottom = height - 10;
  const max = Math.max(1, ...month.map((day) => day.visits), ...previous.map((day) => day.visits));
  const fill = (x0: number, x1: number, y0: number, y1: number, color: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      rows[y]!.fill(color, Math.max(0, x0), Math.min(width, x1));
    }
  };
  const barTop = (visits: number) => bottom - Math.round(((bottom - top) * visits) / max);
  for (let index = 0; index < slots; index++) {
    const x = 10 + index * slot;
    const earlier = previous[index];
    if (earlier?.visits) fill(x, x + slot - 1, barTop(earlier.visits), bottom, before);
    const day = month[index];
    if (day?.visits) fill(x + 2, x + slot - 3, barTop(day.visits), bottom, current);
    if (day?.enquiries) {
      const y = barTop(day.visits) - 9;
      fill(x + 2, x + slot - 3, y, y + 6, enquiry);
    }
  }
  fill(10, width - 10, bottom, bottom + 2, baseline);
  return rows;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib-deflated, as PNG's image data must be; both runtimes have CompressionStream. */
async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function chartPng(
  month: readonly ChartDay[],
  previous: readonly ChartDay[],
): Promise<Uint8Array> {
  const { width, height } = chartSize;
  const rows = draw(month, previous);
  const raw = new Uint8Array(height * (width + 1));
  rows.forEach((row, y) => raw.set(row, y * (width + 1) + 1)); // filter byte 0: none
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, no filter, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", new Uint8Array(palette.flat())),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
