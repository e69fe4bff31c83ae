/**
 * The <meta> in which the build lists the chunks a page needs to hydrate beyond the boot script (the
 * framework, the shell, its data, its blocks and what they import), so the boot script fetches them
 * side by side when it starts, rather than the app discovering them one by one.
 */
export const pageChunksMetaName = "page-chunks";
