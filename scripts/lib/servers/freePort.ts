import { createServer } from "node:net";

/** Listens on loopback `port` (0: any) and lets go at once: the port it had, or undefined when it was taken. */
async function probePort(port: number): Promise<number | undefined> {
  const probe = createServer().listen(port, "127.0.0.1");
  const listening = await new Promise<boolean>((resolve) => {
    probe.once("listening", () => resolve(true));
    probe.once("error", () => resolve(false));
  });
  if (!listening) return undefined;
  const { port: had } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return had;
}

/** A loopback port nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const port = await probePort(0);
  if (port === undefined) throw new Error("no loopback port is free");
  return port;
}

/**
 * A loopback port nothing listens on now, below the range the system hands out by itself (Linux's
 * ephemeral ports are 32768-60999; macOS's and Windows's start at 49152), for a server that stops and
 * starts again on the same port. From that range, the port could be given to another socket while the
 * server is down (any outgoing connection on the machine takes its own port from it), and the restart
 * would fail with EADDRINUSE, as it once did in CI. Below it, only a bind to that very port can take it.
 */
export async function restartablePort(): Promise<number> {
  for (;;) {
    const port = await probePort(20_000 + Math.floor(Math.random() * 12_000));
    if (port !== undefined) return port;
  }
}
