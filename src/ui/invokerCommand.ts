/**
 * The attributes that make a button run a command on a <dialog> by the browser's own invoker commands
 * (`commandfor`, `command`): the dialog opens or closes from the first paint, with no script of the
 * site's and nothing to wait for. React does not know these attributes yet, so they are passed as
 * plain lower-case attributes. A button with `command` carries no aria-expanded (the HTML standard
 * forbids it there), and a modal dialog needs none: while it is open, the button is out of reach.
 */
export const invokerCommand = (command: "show-modal" | "close", dialogId: string) => ({ commandfor: dialogId, command }) as object;
