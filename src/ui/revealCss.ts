/**
 * The one hidden state of the scroll reveal. Only useRevealChildren sets it, and only on elements that
 * were below the fold when it ran, so prerendered HTML (and a visitor without JavaScript) never hides
 * anything. If the visitor asks for less motion after that, pending elements show at once.
 * Only opacity hides: a hidden transform would start the cards' own hover transitions, and the reveal
 * animation supplies the slide (from `revealOffset`) itself.
 */
export const revealOffset = "translateY(24px)";

export const revealCss = `
[data-reveal="pending"] {
  opacity: 0;
}
@media (prefers-reduced-motion: reduce) {
  [data-reveal="pending"] {
    opacity: 1;
  }
}
`;
