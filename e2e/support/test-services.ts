/**
 * The outside services the shop talks to, run locally for the browser tests: a real SMTP server
 * that keeps every mail (readable at GET /mails?to=<address>) and a real OpenID Connect issuer
 * that stands in for Google and signs in whoever was named at POST /oidc/as. They are the server
 * tests' own doubles, on fixed ports.
 */
import http from "node:http";
import { startMailCatcher, startOidcIssuer } from "@shop/server/testing";
import { servicePorts } from "./ports.ts";

const smtp = await startMailCatcher(servicePorts.smtp);
const oidc = await startOidcIssuer(servicePorts.oidc);

const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  res.setHeader("content-type", "application/json");
  if (url.pathname === "/mails") {
    res.end(JSON.stringify(smtp.mails.filter((m) => m.to === url.searchParams.get("to"))));
  } else if (url.pathname === "/oidc/as" && req.method === "POST") {
    let body = "";
    for await (const chunk of req) body += chunk;
    oidc.as(JSON.parse(body));
    res.end("{}");
  } else {
    res.end(JSON.stringify({ status: "ok" }));
  }
});
control.listen(servicePorts.control, "127.0.0.1");
