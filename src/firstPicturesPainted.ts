/**
 * For the boot script (entry-client.tsx), which imports only modules of its own like this one (it
 * must share no module with the app, scripts/lib/shellChunk.ts): when the pictures of the first screen
 * that are in view have been painted, so that fetching React never competes with them.
 */

/**
 * The first-screen pictures, as src/blocks/firstScreen.ts marks them on the server (its test checks
 * that the two agree). A `data-` attribute: the Element Timing API's `elementtiming` told exactly when
 * each was painted, but it is no attribute of the HTML standard.
 */
export const firstScreenPictures = "img[data-first-screen]";

/**
 * The first-screen pictures that are in view, as the browser measures them in its next rendering
 * step: asking for their boxes in the "load" handler forced a layout of the whole page inside it,
 * about 50 ms on a phone four times slower than this machine.
 */
function picturesInView(): Promise<HTMLImageElement[]> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>(firstScreenPictures)];
  if (pictures.length === 0 || typeof IntersectionObserver === "undefined") return Promise.resolve([]);
  return new Promise((resolve) => {
    // The first report covers every picture observed, in view or not.
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
    });
    for (const picture of pictures) observer.observe(picture);
  });
}

/**
 * Resolves once every first-screen picture in view has been painted. "load" only says they arrived:
 * on a busy phone a picture, an SVG above all, can be decoded and painted a few hundred milliseconds
 * later. decode() resolves once a picture is ready to be drawn (at once when it has been drawn; a
 * picture that failed counts as done), and the next frame draws it: a requestAnimationFrame callback
 * runs just before that frame's paint, and a task it queues runs after the paint.
 */
export async function firstPicturesPainted(): Promise<void> {
  const pending = await picturesInView();
  if (pending.length === 0) return;
  await Promise.all(pending.map((picture) => picture.decode().catch(() => undefined)));
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
