/** Opens the off-canvas menu with the social links. (Mount point; built by the side-elements work.) */
export function OffCanvasButton() {
  return null;
}
