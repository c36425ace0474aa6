/* What other features may use of images: the check that a picture address is the shop's own. */
export { assertOwnPicture } from "./own-picture.ts";
