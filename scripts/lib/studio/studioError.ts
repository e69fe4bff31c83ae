/**
 * A refusal the studio's endpoint answers with its own status and words (400 for a path outside pages/,
 * 413 for a picture too big...). Thrown from anywhere below a route; the endpoint's error handler turns
 * it into `{ error }`, the shape every non-2xx answer has (src/studio/studioApi.ts).
 */
export class StudioError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
