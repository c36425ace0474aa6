import { BUNDLED_PICTURES_PREFIX, messages, UPLOAD_NAME } from "@shop/contract";
import { InvalidInput } from "../../shared/domain-errors.ts";
import type { ImageStore } from "../../storage/image-store.ts";

/**
 * Whether a picture address is ours. The contract's schema has already held it to the form of
 * one of our pictures; an upload must also be in this shop's store, so an address of that form
 * on another host (a tracking picture) is not.
 */
export function isOwnPicture(images: ImageStore, url: string): boolean {
  if (url.startsWith(BUNDLED_PICTURES_PREFIX)) return true;
  const { uploadsUrl } = images;
  return url.startsWith(uploadsUrl) && UPLOAD_NAME.test(url.slice(uploadsUrl.length));
}

/** Refuses a picture address that is not ours. */
export function assertOwnPicture(images: ImageStore, url: string) {
  if (!isOwnPicture(images, url)) throw new InvalidInput(messages.pictureNotOurs);
}
