import { messages } from "@shop/contract";
import type { Metadata } from "sharp";
import { InvalidInput, TooLarge, UnsupportedType } from "../../shared/domain-errors.ts";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 12_000;
/** Stored pictures are at most this many pixels on a side; cards never show them larger. */
const STORED_SIDE = 1600;

/**
 * Checks what the bytes really are (never the name or the declared type), refuses pixel floods
 * before decoding, and re-encodes to WebP, which also drops every piece of metadata.
 */
export async function toStoredWebp(bytes: Buffer): Promise<Buffer> {
  // Both libraries are loaded with the first upload: a shop that takes none, and every start,
  // does without them (decision 0100).
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new UnsupportedType(messages.imageType);
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidInput(messages.imageUnreadable);
  }
  const { width = 0, height = 0 } = meta;
  const frameHeight = meta.pageHeight ?? height;
  if (width * frameHeight > MAX_PIXELS || width > MAX_SIDE || frameHeight > MAX_SIDE) {
    throw new TooLarge(messages.imageTooManyPixels);
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize(STORED_SIDE, STORED_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new InvalidInput(messages.imageUnreadable);
  }
}
