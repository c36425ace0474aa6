import sharp from "sharp";

/** A small real PNG drawn for the test. */
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A tiny PNG whose header claims a huge size: decoding it would eat the server's memory. */
export async function pixelFloodPng(side = 30_000) {
  const png = Buffer.from(await pngBytes(1, 1));
  // IHDR's data starts after the 8-byte signature, its length and its type (16 bytes in).
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart body with one file in `field`. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer | string) {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), filename);
  return form;
}
