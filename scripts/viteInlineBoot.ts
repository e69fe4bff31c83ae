import type { Plugin } from "vite";
import type { OutputChunk } from "rolldown";

/** The boot script's tag as Vite writes it into the built index.html. */
const bootTag = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/;

/**
 * The boot script (src/entry-client.tsx) written into each page, as an inline module: it imports
 * nothing and is 2 KB, so fetching it cost a request, and it ran whenever that request ended. Where
 * that was after the page had been parsed, the task that ran it also dispatched "load", and the
 * browser laid out the whole page after that event (about 50 ms on this machine): Lighthouse put that
 * layout after the script's download and counted it as blocking time, which the page without scripts,
 * laying itself out as parsing ends, never was. Inline, the boot script runs as parsing ends, as a
 * module does, and a page's first load fetches no script until the boot script asks for React.
 *
 * Its chunk leaves the build: nothing fetches it. Each page's policy allows the inline script by its
 * hash (src/server/pagePolicy.ts).
 */
export function inlineBootPlugin(): Plugin {
  let inlined: string | undefined;
  return {
    name: "inline-boot",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const [tag, fileName] = html.match(bootTag) ?? [];
        const chunk = fileName ? bundle?.[fileName] : undefined;
        if (!tag || chunk?.type !== "chunk") throw new Error("inline-boot: index.html has no boot script from this build");
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
          throw new Error(`inline-boot: the boot script imports ${[...chunk.imports, ...chunk.dynamicImports].join(", ")}; it must import nothing`);
        }
        // "</script" in the code would end the element early; the bundler's output has none to date.
        if (/<\/script/i.test(chunk.code)) throw new Error("inline-boot: the boot script's code contains </script");
        if (!html.includes("</body>")) throw new Error("inline-boot: index.html has no </body>");
        inlined = fileName;
        // At the end of <body>: a module script runs once the page is parsed wherever it stands, and
        // there it comes after the page's content, which reaches the screen without waiting for it.
        return html.replace(tag, "").replace("</body>", () => `  <script type="module">${chunk.code.trim()}</script>\n  </body>`);
      },
    },
    generateBundle(_options, bundle) {
      const chunk = inlined ? (bundle[inlined] as OutputChunk | undefined) : undefined;
      if (!chunk) return;
      delete bundle[inlined!];
      if (chunk.sourcemapFileName) delete bundle[chunk.sourcemapFileName];
    },
  };
}
