/* What other features may use of images: the check that a picture address is the shop's own. */
export { assertOwnPicture, isOwnPicture } from "./own-picture.ts";
