/**
 * Local ports of the shop under test and the services it talks to: four in a row from
 * E2E_PORT_BASE (default 5178), so two checkouts on one machine can run their browser tests at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 5178);
export const servicePorts = { shop: base, smtp: base + 1, oidc: base + 2, control: base + 3 };
export const controlUrl = `http://127.0.0.1:${servicePorts.control}`;

/** The first administrator the shop makes on its first start (from ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@example.com", password: "e2e-admin-secret" };
