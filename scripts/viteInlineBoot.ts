import type { Plugin } from "vite";
import type { OutputChunk } from "rolldown";

/** The boot script's tag as Vite writes it into the built index.html. */
const bootTag = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/;

/**
 * The boot script (src/entry-client.tsx) written into each page as an inline module at the end of
 * <body>: it imports nothing and is small, and fetched it would run whenever its request ended, in the
 * task that dispatched "load" if that came later, where the browser's layout after it counts as
 * blocking time. Inline, it runs as parsing ends and a first load fetches no script until React.
 * Its chunk leaves the build; each page's policy allows the inline script by its hash (src/server/pagePolicy.ts).
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
        const imports = [...chunk.imports, ...chunk.dynamicImports];
        if (imports.length > 0) throw new Error(`inline-boot: the boot script imports ${imports.join(", ")}; it must import nothing`);
        // "</script" in the code would end the element early.
        if (/<\/script/i.test(chunk.code)) throw new Error("inline-boot: the boot script's code contains </script");
        if (!html.includes("</body>")) throw new Error("inline-boot: index.html has no </body>");
        inlined = fileName;
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
