import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { endSession, loadAuditLog, loadSessions } from "../api.ts";
import type { StudioAuditEntry, StudioSession } from "../studioApi.ts";
import { actionWords, methodWords, when } from "./actionWords.ts";

type Loaded = { sessions: StudioSession[]; log: StudioAuditEntry[] };

/**
 * The live studio's "People and activity", for publishers: who is signed in now (and "End session" for
 * a lost laptop or someone who left), and the audit log, newest first. An editor who comes here is
 * told the server's sentence.
 */
export function PeopleScreen() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState("");
  const load = useCallback(() => {
    Promise.all([loadSessions(), loadAuditLog()]).then(
      ([sessions, log]) => setLoaded({ sessions, log }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  useEffect(load, [load]);

  const end = async (session: StudioSession) => {
    try {
      await endSession(session.id);
      setStatus(`Ended ${session.email}'s session (${methodWords[session.method]}, signed in ${when(session.createdAt)}).`);
      load();
    } catch (error) {
      setStatus(`The session could not be ended: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <main className="page-list people">
      <nav aria-label="Studio">
        <Link href="/">All pages</Link>
      </nav>
      <h1>People and activity</h1>
      <p role="status">{status}</p>
      {failure && <p role="alert">{failure}</p>}
      {!loaded && !failure && <p role="status">Loading…</p>}
      {loaded && (
        <>
          <section aria-labelledby="signed-in-now">
            <h2 id="signed-in-now">Signed in now</h2>
            <table className="pages-table">
              <thead>
                <tr>
                  <th scope="col">Who</th>
                  <th scope="col">How</th>
                  <th scope="col">Signed in</th>
                  <th scope="col">Last active</th>
                  <th scope="col">From</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.sessions.map((session) => (
                  <tr key={session.id}>
                    <td>{session.email}</td>
                    <td>{methodWords[session.method]}</td>
                    <td>{when(session.createdAt)}</td>
                    <td>{when(session.lastSeenAt)}</td>
                    <td title={session.userAgent}>{session.from}</td>
                    <td>
                      <button type="button" className="button button-small button-danger" onClick={() => void end(session)}>
                        End session
                        <span className="visually-hidden">
                          {" "}
                          of {session.email}, signed in {when(session.createdAt)}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="activity">
            <h2 id="activity">Activity</h2>
            <table className="pages-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {loaded.log.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.at)}</td>
                    <td>{entry.actor ?? "npm run staff"}</td>
                    <td>
                      {actionWords[entry.action]}
                      {entry.detail && <span className="muted">: {entry.detail}</span>}
                    </td>
                    <td>{entry.from}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </main>
  );
}
