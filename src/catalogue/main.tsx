/** The block catalogue's entry, served at /_catalogue by the dev server only (scripts/viteStudio.ts). */
import { createRoot } from "react-dom/client";
import { ThemeProvider } from "@emotion/react";
import { Router } from "wouter";
import { addFontFaces } from "../theme/fontFaces.ts";
import { DocumentStyles } from "../theme/GlobalStyles.tsx";
import { theme } from "../theme/theme.ts";
import { CataloguePage } from "./CataloguePage.tsx";
import { WordsContext } from "../words/words.ts";
import { wordsOf } from "../words/wordsOf.ts";

// The site's pages bring their font faces in the HTML the server wrote; this page has none.
addFontFaces(document.fonts);

createRoot(document.getElementById("root")!).render(
  <ThemeProvider theme={theme}>
    <DocumentStyles />
    <WordsContext value={wordsOf("en")}>
      <Router>
        <CataloguePage />
      </Router>
    </WordsContext>
  </ThemeProvider>,
);
