import { messages } from "./messages.ts";
import { PICTURE_URL_MAX, requiredText } from "./text.ts";

/*
 * A picture address is one of ours (decision 0011): a picture the web app ships (`/images/...`)
 * or an upload, whose name the server chose (a UUID and `.webp`). An upload lives under
 * `/uploads/` here, or in the shop's bucket when pictures go to S3; the server checks that such an
 * address is its own bucket's. Segments are letters, digits, `-`, `_` and inner dots only, so
 * there is no `..`, no %-escape, no query and no other host.
 */
const segment = "[A-Za-z0-9_-][A-Za-z0-9._-]*";
/** The name the server gives an upload. */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const uploadName = UPLOAD_NAME.source.slice(1, -1);
const bundled = new RegExp(`^/images/(?:${segment}/)*${segment}\\.(?:svg|png|jpe?g|webp|gif|avif)$`);
const uploadedHere = new RegExp(`^/uploads/${uploadName}$`);
const uploadedToBucket = new RegExp(`^https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:/${segment})*/uploads/${uploadName}$`);

export const BUNDLED_PICTURES_PREFIX = "/images/";

/** Whether a picture address has the form of ours; `isOwnPicture` on the server also checks the bucket. */
export const isPictureAddress = (url: string) =>
  bundled.test(url) || uploadedHere.test(url) || uploadedToBucket.test(url);

export const pictureUrlSchema = requiredText("Image", PICTURE_URL_MAX).refine(
  isPictureAddress,
  messages.pictureNotOurs,
);
