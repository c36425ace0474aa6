/** The shop's own details the shop under test is started with: not the demo defaults, and with
 * an ampersand, so the tests see the settings arrive in the pages as text. */
export const SHOP = {
  email: "orders@chain-and-sprocket.example",
  phone: "+1 503 555 0199",
  address: "7 Chain & Sprocket Lane, Geartown 10115",
};
