/** Fixed local ports of the shop under test and the services it talks to. */
export const servicePorts = { shop: 5178, smtp: 5179, oidc: 5180, control: 5181 };
export const controlUrl = `http://127.0.0.1:${servicePorts.control}`;

/** The first administrator the shop makes on its first start (from ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@example.com", password: "e2e-admin-secret" };
