import "react-router";

declare module "react-router" {
  /** What the shop's server hands every page render (apps/server/src/http/web-app.ts). */
  interface AppLoadContext {
    /** The API answering in the server's own process, for public data only: no cookies pass. */
    apiFetch: (url: string, init: RequestInit) => Promise<Response>;
    /** Where customers reach the shop (PUBLIC_URL): canonical and Open Graph addresses. */
    publicUrl: string;
  }
}
