/** The header's search control: opens the keyword search popup. (Mount point; built by the search work.) */
export function SearchButton() {
  return null;
}
