import { BUNDLED_PICTURES_PREFIX, messages, UPLOAD_NAME } from "@shop/contract";
import { InvalidInput } from "../../shared/domain-errors.ts";
import type { ImageStore } from "../../storage/image-store.ts";

/**
 * Refuses a picture address that is not ours. The contract's schema has already held it to the
 * form of one of our pictures; an upload must also be in this shop's store, so an address of
 * that form on another host (a tracking picture) is refused too.
 */
export function assertOwnPicture(images: ImageStore, url: string) {
  if (url.startsWith(BUNDLED_PICTURES_PREFIX)) return;
  const { uploadsUrl } = images;
  if (url.startsWith(uploadsUrl) && UPLOAD_NAME.test(url.slice(uploadsUrl.length))) return;
  throw new InvalidInput(messages.pictureNotOurs);
}
