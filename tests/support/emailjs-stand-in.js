// A local stand-in for the EmailJS API: it records every request so tests can check it exactly.
// POST /api/v1.0/email/send answers 200 "OK", or 400 when the message contains "[fail]"; with "[slow]" it
// answers only after 20 seconds, so a message's e-mail can be seen pending.
// GET /__requests lists what was received; DELETE /__requests forgets it.
import http from "node:http";

const port = Number(process.env.PORT || 4174);
let received = [];

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

http
  .createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors).end();
      } else if (req.url === "/__requests" && req.method === "GET") {
        res.writeHead(200, { ...cors, "Content-Type": "application/json" }).end(JSON.stringify(received));
      } else if (req.url === "/__requests" && req.method === "DELETE") {
        received = [];
        res.writeHead(204, cors).end();
      } else if (req.url === "/api/v1.0/email/send" && req.method === "POST") {
        received.push({ path: req.url, contentType: req.headers["content-type"], body });
        const failing = body.includes("[fail]");
        const answer = () =>
          res
            .writeHead(failing ? 400 : 200, { ...cors, "Content-Type": "text/plain" })
            .end(failing ? "Bad Request" : "OK");
        if (body.includes("[slow]")) setTimeout(answer, 20_000);
        else answer();
      } else {
        res.writeHead(404, cors).end("Not found");
      }
    });
  })
  .listen(port, "127.0.0.1");
