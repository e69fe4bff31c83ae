/**
 * What the studio's pickers offer, loaded once per open file: the addresses a link may name (with
 * their sections' anchors) and the pictures in public/images/. A context, so that a field deep in a
 * generated form reaches them without every form passing them down.
 */
import { createContext, useContext } from "react";
import type { StudioAddress, StudioImage } from "./studioApi.ts";

export interface StudioData {
  addresses: StudioAddress[];
  images: StudioImage[];
  /** Adds a picture just uploaded, so it can be chosen at once. */
  addImage: (image: StudioImage) => void;
}

export const StudioDataContext = createContext<StudioData>({ addresses: [], images: [], addImage: () => {} });

export const useStudioData = () => useContext(StudioDataContext);

/** Every link target the site has: each address, then each of its sections as address#anchor. */
export function linkTargets(addresses: readonly StudioAddress[]): string[] {
  return addresses.flatMap((address) => [address.route, ...address.anchors.map((anchor) => `${address.route}#${anchor}`)]);
}
