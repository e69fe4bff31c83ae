/**
 * What a block rendering knows of the first screen: whether it is in it (BlockList says so, from
 * firstScreen.ts's rule) and so how its pictures load. Apart from the rule, which reads every block's
 * declaration, so that the components importing this never import the registry that loads them.
 */
import { createContext, useContext } from "react";

/** Whether the block rendering here is in the first screen (BlockList provides it). */
export const FirstScreen = createContext(false);

export const useInFirstScreen = () => useContext(FirstScreen);

/**
 * The <img> loading attributes for a picture in or out of the first screen. A first-screen picture is
 * also marked `data-first-screen`: the boot script waits until each one in view is painted before it
 * fetches React (src/firstPicturesPainted.ts), so that React's download never delays the largest paint.
 */
export const pictureLoading = (eager: boolean) =>
  eager ? ({ loading: "eager", decoding: "async", "data-first-screen": "" } as const) : ({ loading: "lazy", decoding: "async" } as const);
