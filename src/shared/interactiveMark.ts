/**
 * The User Timing mark the app sets once React has taken the page over and it answers every control:
 * the moment a page becomes interactive, which the bench measures from and real-user monitoring can
 * read (`performance.getEntriesByName(interactiveMark)`), without a mark in the page's markup.
 */
export const interactiveMark = "interactive";
