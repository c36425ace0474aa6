/* What the rest of the server uses of back-in-stock alerts: the app registers the routes and signs their links. */
export { type AlertTokens, createAlertTokens } from "./link-tokens.ts";
export { stockAlertsRoutes } from "./routes.ts";
