/**
 * A refusal the studio answers with its own status and words (400 for a path outside pages/, 413 for a
 * picture too big, 401 without a session, 403 without the role...). Thrown from anywhere below a route,
 * in the dev server's endpoint or the live studio (its guard, src/server/studio/auth/guard.ts); the API's
 * error handler turns it into `{ error }`, the shape every non-2xx answer has (src/studio/studioApi.ts),
 * and the live studio's screens into a page that says it.
 */
export class StudioError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
