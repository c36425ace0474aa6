import { OAuth2Server } from "oauth2-mock-server";

/** A real OpenID Connect issuer on a local port (a free one by default) that signs in whoever `as` names. */
export async function startOidcIssuer(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(port, "127.0.0.1");
  let person = { email: "rider@example.com", name: "Google Rider" };
  const claims = () => ({ sub: `sub-${person.email}`, email: person.email, email_verified: true, name: person.name });
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, claims());
  });
  server.service.on("beforeUserinfo", (userInfo) => {
    userInfo.body = claims();
  });
  return {
    issuer: server.issuer.url as string,
    as(next: { email: string; name: string }) {
      person = next;
    },
    close: () => server.stop(),
  };
}
