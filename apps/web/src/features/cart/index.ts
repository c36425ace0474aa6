/* What other web features may use of the cart feature (scripts/check-boundaries.mjs). */
export { AddToCartLink } from "./components/add-to-cart-link.tsx";
