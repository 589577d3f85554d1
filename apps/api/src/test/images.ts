import zlib from 'node:zlib';
import sharp from 'sharp';

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 20 } } })
    .png()
    .toBuffer();

export const jpegOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 90 } } })
    .jpeg()
    .toBuffer();

/**
 * A tiny PNG whose header claims 20000 × 20000 pixels: what a decompression bomb looks like to a
 * decoder that trusts the header.
 */
export async function pngClaimingPixels(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----motoforge${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
