/**
 * A webhook receiver on a loopback port that records each call (headers and exact body) and answers
 * with the status the test sets: 500 for the first few calls plays a receiver that is failing.
 */
import { once } from "node:events";
import { createServer } from "node:http";

export interface WebhookCall {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
}

export async function startWebhookReceiver({ failFirst = 0 }: { failFirst?: number } = {}) {
  const calls: WebhookCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = calls.length < failFirst ? 500 : 204;
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      response.writeHead(status).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    calls,
    url: `http://127.0.0.1:${port}/hooks/enquiries`,
    /** The calls it answered with success. */
    accepted: () => calls.filter(({ status }) => status < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
