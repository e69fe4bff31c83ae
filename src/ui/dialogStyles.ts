/** The dimmed page behind every modal dialog (sidebar, off-canvas menu, search): one shade for all. */
export const modalBackdrop = { "&::backdrop": { background: "rgba(16, 24, 40, 0.55)" } } as const;
