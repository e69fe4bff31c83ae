/**
 * The <meta> in which the build lists a page's own chunks (its data and its blocks), so the boot script
 * can fetch them alongside the app when it starts, rather than the app discovering them one by one.
 */
export const pageChunksMetaName = "page-chunks";
