/** A list without bullets or indent, for menus, link lists and card grids that are lists for screen readers. */
export const unstyledList = { listStyle: "none", margin: 0, padding: 0 } as const;
