/* What other web features may use of the cart feature (scripts/check-boundaries.mjs). */
export { AddToCartButton } from "./components/add-to-cart-button.tsx";
