import { once } from "node:events";
import { createServer } from "node:net";

/** A loopback port nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
