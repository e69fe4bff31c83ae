/**
 * A load that remembers what it was promised: `connections` loops, each posting one enquiry after
 * another (every one with its own probe marker, probeMarker.ts) and recording the marker of each that
 * the server acknowledged with 201. autocannon counts answers but keeps no bodies and cannot tell which
 * enquiry was answered, so the scenarios that later look for each acknowledged enquiry (in the store,
 * in the mail server) load the server with this instead. A request that gets no answer (the server was
 * killed, or is restarting) is not sent again: it is simply not acknowledged. It speaks node:http
 * with kept-alive connections rather than fetch: on a small machine the client shares the cores with
 * the server it loads, and fetch's extra work per request cost about a third of the enquiries a second.
 */
import { Agent, request } from "node:http";
import { markedEnquiry } from "./probeMarker.ts";

export interface RecordedRun {
  /** The markers of the enquiries answered 201, in the order the answers came. */
  acknowledged: string[];
  /** Answers other than 201. */
  refused: number;
  /** Requests that got no answer: refused connections while the server was down, cut ones when it died. */
  unanswered: number;
  /** Milliseconds from request to 201, sorted ascending. */
  latenciesMs: number[];
  /** From start to stop. */
  seconds: number;
}

export interface RecordingClient {
  /** How many have been acknowledged so far. */
  acknowledgedSoFar(): number;
  /** Lets every loop finish the request it has under way, then says what happened. */
  stop(): Promise<RecordedRun>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Far longer than any answer takes, so that only a server that hangs leaves a loop waiting. */
const answerTimeoutMs = 30_000;

/** POSTs the JSON body and resolves with the answer's status once it has been read to the end. */
function postJson(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const sent = request(url, { agent, method: "POST", headers, timeout: answerTimeoutMs }, (response) => {
      response.on("error", reject);
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.resume();
    });
    sent.on("timeout", () => sent.destroy(new Error(`no answer within ${answerTimeoutMs / 1000} s`)));
    sent.on("error", reject);
    sent.end(body);
  });
}

/** Starts posting to `url` at once; markers are `<tag>-<n>`, so `tag` must be unique to the run. */
export function startRecordingClient({ url, tag, connections = 20 }: { url: string; tag: string; connections?: number }): RecordingClient {
  const started = performance.now();
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const run: RecordedRun = { acknowledged: [], refused: 0, unanswered: 0, latenciesMs: [], seconds: 0 };
  let sent = 0;
  let stopped = false;

  async function loop() {
    while (!stopped) {
      const marker = `${tag}-${++sent}`;
      const sentAt = performance.now();
      try {
        const status = await postJson(agent, target, JSON.stringify(markedEnquiry(marker)));
        if (status === 201) {
          run.acknowledged.push(marker);
          run.latenciesMs.push(performance.now() - sentAt);
        } else {
          run.refused += 1;
        }
      } catch {
        run.unanswered += 1;
        // While the server is down every connection is refused at once; without a pause the loops would spin.
        await sleep(20);
      }
    }
  }

  const loops = Array.from({ length: connections }, loop);
  return {
    acknowledgedSoFar: () => run.acknowledged.length,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      run.seconds = (performance.now() - started) / 1000;
      run.latenciesMs.sort((a, b) => a - b);
      return run;
    },
  };
}
