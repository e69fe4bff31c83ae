/** Page-wide extras outside the header: back-to-top, off-canvas menu. (Mount point; built by the side-elements work.) */
export function SideElements() {
  return null;
}
