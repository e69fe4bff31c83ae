import { useEffect, useState } from "react";
import { Link } from "wouter";
import { loadPerson } from "./api.ts";
import type { StudioPerson } from "./studioApi.ts";
import { studioBase } from "./studioBase.ts";

/**
 * The live studio's top bar: who is signed in, as what, and "Sign out" (a plain form: it works while
 * the screens below are still loading, and the server checks its Origin like any change).
 */
export function SessionBar() {
  const [person, setPerson] = useState<StudioPerson | null>();
  useEffect(() => {
    loadPerson().then(setPerson, () => setPerson(null));
  }, []);
  return (
    <header className="session-bar" aria-label="Your session">
      <span>
        {person === undefined ? "" : person ? (
          <>
            Signed in as <strong>{person.email}</strong> ({person.role})
          </>
        ) : (
          <>
            You are not signed in. <a href={`${studioBase}/sign-in`}>Sign in</a>
          </>
        )}
      </span>
      {person?.role === "publisher" && (
        <>
          <Link href="/publish">Review and publish</Link>
          <Link href="/people">People and activity</Link>
        </>
      )}
      <form method="post" action={`${studioBase}/sign-out`}>
        <button className="button button-small" type="submit">
          Sign out
        </button>
      </form>
    </header>
  );
}
