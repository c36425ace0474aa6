import { readFileSync } from "node:fs";
import http from "node:http";

/*
 * The ceiling of the API benchmark: the least a Node server can do to send the shop's answers,
 * in a process of its own as the shop is. `node bare-server.mjs answers.json`, where the file
 * maps "path" and "path br" (asked for with brotli) to the shop's headers and body (base64).
 * Prints the port it listens on. Without a file it answers every request with an empty 200, on
 * PORT when set: the ceiling of a start (`npm run bare-start`, as `npm start` starts the shop).
 */
const file = process.argv[2];
const answers = new Map(
  Object.entries(file ? JSON.parse(readFileSync(file, "utf8")) : { "*": { headers: {}, body: "" } }).map(([key, a]) => [
    key,
    { headers: a.headers, body: Buffer.from(a.body, "base64") },
  ]),
);
const server = http.createServer((req, res) => {
  const br = req.headers["accept-encoding"]?.includes("br");
  const answer = answers.get(br ? `${req.url} br` : req.url) ?? answers.get(req.url) ?? answers.get("*");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
