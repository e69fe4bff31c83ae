import { Route, Router, Switch, useSearchParams } from "wouter";
import { Editor } from "./editor/Editor.tsx";
import { PageList } from "./list/PageList.tsx";
import { PeopleScreen } from "./people/PeopleScreen.tsx";
import { PublishScreen } from "./publish/PublishScreen.tsx";
import { SessionBar } from "./SessionBar.tsx";
import { LIVE_STUDIO_PATH } from "./studioApi.ts";
import { studioBase } from "./studioBase.ts";

function EditRoute() {
  const [params] = useSearchParams();
  const path = params.get("file");
  if (!path) return <p role="alert">Name the file to edit: {studioBase}/edit?file=pages/index.json</p>;
  // Named: the preview frame holds the site's own <main>, and a screen reader lists both.
  return (
    <main aria-label="Page editor">
      <Editor key={path} path={path} />
    </main>
  );
}

/** The studio: the page list at its base (/_studio, /studio), a file's editor at <base>/edit?file=… */
export function StudioApp() {
  return (
    <Router base={studioBase}>
      {studioBase === LIVE_STUDIO_PATH && <SessionBar />}
      <Switch>
        <Route path="/edit" component={EditRoute} />
        <Route path="/people" component={PeopleScreen} />
        <Route path="/publish" component={PublishScreen} />
        <Route path="/" component={PageList} />
        <Route>
          <p role="alert">The studio has no such screen.</p>
        </Route>
      </Switch>
    </Router>
  );
}
