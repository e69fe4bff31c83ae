/**
 * A real SMTP server in the test's own process (the smtp-server package, as a mail provider would
 * answer), on a loopback port, recording every message it accepts: the envelope (who it was really sent
 * to) and the parsed message. `stop` and `start` again on the same port play a mail server that is down.
 */
import { once } from "node:events";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import { restartablePort } from "./freePort.ts";

export interface ReceivedMail {
  /** RCPT TO: the addresses the message was delivered to, whatever its headers say. */
  recipients: string[];
  mail: ParsedMail;
  raw: string;
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

export async function startSmtpServer({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  /** When each message was accepted (Date.now()), for latency. */
  const receivedAt = new Map<ParsedMail, number>();
  let server: SMTPServer | undefined;
  // `stop` then `start` reuse the port: one the system never hands out by itself (restartablePort).
  if (port === 0) port = await restartablePort();

  async function start() {
    server = new SMTPServer({
      // Plain SMTP on loopback: no certificate to trust, and no password to check.
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      // Stopping waits for connected clients (a sender's pooled connection) for 1 s, not the default 30 s.
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const at = Date.now();
          const raw = Buffer.concat(chunks).toString("utf8");
          void simpleParser(raw).then((mail) => {
            received.push({ recipients: session.envelope.rcptTo.map(({ address }) => address), mail, raw });
            receivedAt.set(mail, at);
            callback();
          }, callback);
        });
      },
    });
    server.listen(port, "127.0.0.1");
    await once(server.server, "listening");
    port = (server.server.address() as { port: number }).port;
  }

  await start();
  return {
    received,
    receivedAt,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Closes the server, as a mail server that is down: connections are refused. */
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    start,
  };
}
