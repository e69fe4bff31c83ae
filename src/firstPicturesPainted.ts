/**
 * For the boot script (entry-client.tsx), which imports only modules of its own like this one: when
 * the first-screen pictures in view are painted, so that fetching React never competes with them.
 */

/** The first-screen pictures, as src/blocks/firstScreen.ts marks them on the server (its test checks that the two agree). */
export const firstScreenPictures = "img[data-first-screen]";

/** The first-screen pictures in view, as the browser's next rendering step measures them (asking for boxes would force a layout). */
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
 * Resolves once every first-screen picture in view is painted: "load" says they arrived, but a busy
 * phone decodes and paints a picture (an SVG above all) later. decode() resolves once it can be drawn
 * (a failed picture counts as done); a task queued from the next frame's callback runs after its paint.
 */
export async function firstPicturesPainted(): Promise<void> {
  const pending = await picturesInView();
  await Promise.all(pending.map((picture) => picture.decode().catch(() => undefined)));
  if (pending.length > 0) await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
