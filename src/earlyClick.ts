/**
 * A button clicked before React took over the page did nothing: its handler was not there yet, and
 * React replays events only for a root that already exists. The boot script (entry-client.tsx) starts
 * remembering such clicks; hydrate.tsx takes the last one just before it hands the page to React (from
 * then on React handles presses itself) and clicks it again once the page works.
 *
 * Only `type="button"` buttons without an invoker command: links, submit buttons, `commandfor`
 * buttons and the questions of an accordion (<details>) already did their job without JavaScript, and
 * a second go would undo it.
 */
const replayable = 'button[type="button"]:not([commandfor])';

let lastClicked: HTMLElement | null = null;

function remember(event: Event) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(replayable) : null;
  if (button) lastClicked = button;
}

export function rememberEarlyClicks(): void {
  addEventListener("click", remember, true);
}

/** Stops remembering and gives the button clicked last before now, if any. */
export function takeEarlyClick(): HTMLElement | null {
  removeEventListener("click", remember, true);
  const button = lastClicked;
  lastClicked = null;
  return button;
}
