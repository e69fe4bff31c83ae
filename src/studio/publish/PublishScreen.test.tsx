import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudioProblem, StudioPublished, StudioPublishedSite, StudioPublishReview, StudioReviewedFile } from "../studioApi.ts";
import { PublishScreen } from "./PublishScreen.tsx";

/** A time this year, in the browser's zone: the screen says "28 Nov 10:15" for it. */
const at = (month: number, day: number, hour: number, minute: number) => new Date(new Date().getFullYear(), month - 1, day, hour, minute).toISOString();

const amira = { name: "Amira Haddad", email: "amira@company.example" };
const home: StudioReviewedFile = {
  path: "pages/index.json",
  name: "Home",
  route: "/",
  status: "changed",
  changes: [
    { field: "Hero heading", kind: "changed", before: "Old", after: "New" },
    { field: "Block 3 (accordion)", kind: "added", after: "Questions" },
    { field: "Block 4 (cards)", kind: "removed", before: "Services" },
    { field: "Blocks", kind: "reordered" },
  ],
  authors: [
    { ...amira, date: at(11, 28, 10, 15), message: "Home: hero heading" },
    { ...amira, date: at(11, 28, 9, 50), message: "Home: blocks" },
  ],
};
const about: StudioReviewedFile = {
  path: "pages/about-us.json",
  name: "About Us",
  route: "/about-us",
  status: "added",
  changes: [{ field: "Page title", kind: "added", after: "About Us" }],
  authors: [{ name: "Jo Park", email: "jo@company.example", date: at(11, 27, 9, 2), message: "New page /about-us" }],
};
const contact: StudioReviewedFile = { path: "pages/contact.json", name: "Contact", route: "/contact", status: "deleted", changes: [], authors: [] };
const picture: StudioReviewedFile = { path: "public/images/team.png", name: "Picture images/team.png", route: null, status: "added", changes: [], authors: [] };

const problem = (file: string, pointer: string, message: string, severity: StudioProblem["severity"] = "error"): StudioProblem => ({ file, line: 1, column: 1, pointer, message, severity });
const emptyHeading = problem("pages/about-us.json", "/blocks/0/heading", "A heading must not be empty.");
const review = (files: StudioReviewedFile[], errors: StudioProblem[] = [], warnings: StudioProblem[] = []): StudioPublishReview => ({ files, errors, warnings, push: { state: "none" } });
const published = (files: string[], tookMs: number, push: StudioPublished["push"] = { state: "pushed" }): StudioPublished => ({ commit: "c9", files, tookMs, steps: {}, push });

const sites: StudioPublishedSite[] = [
  { commit: "c2", publisher: amira, date: at(11, 27, 17, 5), summary: "Published Home", current: true },
  { commit: "c1", publisher: { name: "Jo Park", email: "jo@company.example" }, date: at(11, 26, 16, 40), summary: "Published About Us, Contact", current: false },
];

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
interface Request {
  method: string;
  address: string;
  files: string | null;
  body: unknown;
}
let requests: Request[];
let answers: Record<string, (request: Request) => Answer>;

beforeEach(() => {
  requests = [];
  answers = { "GET /publishes": () => ({ body: sites }) };
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = new URL(input, "https://studio.example");
    const request = { method: init?.method ?? "GET", address: url.pathname.replace(/^\/_studio\/api/, ""), files: url.searchParams.get("files"), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const answer = answers[`${request.method} ${request.address}`];
    const { status = 200, body } = answer ? await answer(request) : { status: 404, body: { error: `Nothing at ${request.address}` } };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
});

afterEach(() => vi.unstubAllGlobals());

/** An answer that comes when the test says so. */
function later() {
  let answer!: (value: { status?: number; body: unknown }) => void;
  const promise = new Promise<{ status?: number; body: unknown }>((resolve) => (answer = resolve));
  return { promise, answer };
}

const reviewRequests = () => requests.filter((request) => request.method === "GET" && request.address === "/publish");
/** A list entry whose whole text is `text` (a problem's file is a link inside it). */
const entry = (text: string) => screen.getByText((_, element) => element?.tagName === "LI" && element.textContent === text);
const publishButton = () => screen.getByRole("button", { name: /^Publish/ });

describe("Review and publish", () => {
  it("says it is loading, then that there is nothing to publish when every draft is published", async () => {
    answers["GET /publish"] = () => ({ body: review([]) });
    render(<PublishScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Review and publish" })).toBeVisible();
    expect(screen.getByText("Loading…")).toBeVisible();
    expect(await screen.findByText("Every draft is published: visitors see what the studio shows.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Publish/ })).toBeNull();
  });

  it("shows each draft with a way to its editor, its status, each change in words and who saved it, ticked to publish", async () => {
    answers["GET /publish"] = () => ({ body: review([home, about, contact, picture]) });
    render(<PublishScreen />);
    const homeSection = await screen.findByRole("region", { name: "Home" });
    expect(within(homeSection).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/edit?file=pages%2Findex.json");
    expect(homeSection).toHaveTextContent("Changed");
    expect(within(homeSection).getAllByRole("listitem").map((item) => item.textContent)).toEqual([`Hero heading: "Old" → "New"`, `Added: Block 3 (accordion): "Questions"`, `Removed: Block 4 (cards): "Services"`, "Reordered: Blocks"]);
    expect(within(homeSection).getByText("Saved by Amira Haddad (2 saves, last 28 Nov 10:15)")).toBeVisible();
    expect(within(homeSection).getByRole("checkbox", { name: "Publish this (Home)" })).toBeChecked();

    const aboutSection = screen.getByRole("region", { name: "About Us" });
    expect(aboutSection).toHaveTextContent("New page");
    expect(within(aboutSection).getByText("Saved by Jo Park (1 save, 27 Nov 09:02)")).toBeVisible();
    // A deleted page has no editor to go to; a picture says it is one.
    expect(within(screen.getByRole("region", { name: "Contact" })).queryByRole("link")).toBeNull();
    expect(screen.getByRole("region", { name: "Contact" })).toHaveTextContent("Deleted");
    expect(screen.getByRole("region", { name: "Picture images/team.png" })).toHaveTextContent("New picture");

    expect(screen.getAllByRole("checkbox").filter((box) => !(box as HTMLInputElement).checked)).toEqual([]);
    expect(publishButton()).toHaveTextContent("Publish 4 pages");
    expect(publishButton()).toBeEnabled();
    expect(screen.getByText("Checked: the whole site, with these drafts published, has no errors.")).toBeVisible();
  });

  it("lists what would break the site and will not publish it, then asks the verdict again for exactly the drafts left ticked", async () => {
    const user = userEvent.setup();
    const warning = problem("pages/index.json", "/meta/description", "The description is longer than 160 characters.", "warning");
    answers["GET /publish"] = ({ files }) => ({ body: files === "pages/index.json" ? review([home], [], [warning]) : review([home, about, contact], [emptyHeading, problem("pages/contact.json", "", "Other pages still link to /contact.")], [warning]) });
    render(<PublishScreen />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Publishing would break the site:");
    expect(screen.queryByText(/^Checked:/)).toBeNull();
    expect(within(alert).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["pages/about-us.json Block 1 › heading: A heading must not be empty.", "pages/contact.json: Other pages still link to /contact."]);
    expect(within(alert).getByRole("link", { name: "pages/about-us.json" })).toHaveAttribute("href", "/edit?file=pages%2Fabout-us.json");
    expect(entry("pages/index.json Page settings › meta › description: The description is longer than 160 characters.")).toBeVisible();
    expect(publishButton()).toHaveTextContent("Publish 3 pages");
    expect(publishButton()).toBeDisabled();

    // Two drafts unticked one after the other: one question, for the draft left.
    await user.click(screen.getByRole("checkbox", { name: "Publish this (About Us)" }));
    await user.click(screen.getByRole("checkbox", { name: "Publish this (Contact)" }));
    expect(publishButton()).toHaveTextContent("Publish 1 page");
    expect(publishButton()).toBeDisabled();
    expect(screen.getByText("Checking the site with the drafts you chose…")).toBeVisible();
    await waitFor(() => expect(publishButton()).toBeEnabled());
    expect(reviewRequests().map((request) => request.files)).toEqual([null, "pages/index.json"]);
    expect(screen.queryByRole("alert")).toBeNull();
    // The warning stays listed, and does not stop the publish; the unticked drafts stay on the screen.
    expect(entry("pages/index.json Page settings › meta › description: The description is longer than 160 characters.")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Publish this (About Us)" })).not.toBeChecked();
  });

  it("publishes the ticked drafts, says so while it works and when done, then shows what is left", async () => {
    const user = userEvent.setup();
    const answered = later();
    let reviews = 0;
    answers["GET /publish"] = () => ({ body: reviews++ === 0 ? review([home, about]) : review([]) });
    answers["POST /publish"] = () => answered.promise;
    render(<PublishScreen />);

    await user.click(await screen.findByRole("button", { name: "Publish 2 pages" }));
    expect(publishButton()).toHaveTextContent("Publishing…");
    expect(publishButton()).toBeDisabled();
    expect(requests.at(-1)).toMatchObject({ method: "POST", address: "/publish", body: { files: ["pages/index.json", "pages/about-us.json"] } });

    answered.answer({ body: published(["pages/index.json", "pages/about-us.json"], 3240) });
    expect(await screen.findByText("Published Home and About Us. Visitors see the change now (took 3.2 s).")).toHaveAttribute("role", "status");
    expect(await screen.findByText("Every draft is published: visitors see what the studio shows.")).toBeVisible();
    expect(reviewRequests()).toHaveLength(2);
  });

  it("says one page in the singular, and what became of the push to the shared repository", async () => {
    const user = userEvent.setup();
    answers["GET /publish"] = ({ files }) => ({ body: files ? review([home]) : review([home, about]) });
    answers["POST /publish"] = () => ({ body: published(["pages/index.json"], 800, { state: "pending", message: "The shared repository does not answer; the server tries again every minute." }) });
    render(<PublishScreen />);

    await user.click(await screen.findByRole("checkbox", { name: "Publish this (About Us)" }));
    await waitFor(() => expect(publishButton()).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Publish 1 page" }));
    expect(await screen.findByText("Published Home. Visitors see the change now (took 0.8 s). The shared repository does not answer; the server tries again every minute.")).toHaveAttribute("role", "status");
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ files: ["pages/index.json"] });
  });

  it("alerts the publisher when the shared repository changed the same files", async () => {
    const user = userEvent.setup();
    answers["GET /publish"] = () => ({ body: review([home]) });
    answers["POST /publish"] = () => ({ body: published(["pages/index.json"], 1500, { state: "conflict", message: "The shared repository changed pages/index.json too: ask a developer to merge it." }) });
    render(<PublishScreen />);
    await user.click(await screen.findByRole("button", { name: "Publish 1 page" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The shared repository changed pages/index.json too: ask a developer to merge it.");
    expect(screen.getByText("Published Home. Visitors see the change now (took 1.5 s).")).toBeVisible();
  });

  it("shows why a publish was refused and its errors, with the button disabled, then loads the review again", async () => {
    const user = userEvent.setup();
    const reloaded = later();
    let reviews = 0;
    answers["GET /publish"] = () => (reviews++ === 0 ? { body: review([home, about]) } : reloaded.promise);
    answers["POST /publish"] = () => ({ status: 422, body: { error: "Publishing would leave the site with 1 error: nothing was published.", errors: [emptyHeading] } });
    render(<PublishScreen />);

    await user.click(await screen.findByRole("button", { name: "Publish 2 pages" }));
    expect(await screen.findByText("Publishing would leave the site with 1 error: nothing was published.")).toHaveAttribute("role", "alert");
    const verdict = screen.getByText("Publishing would break the site:").closest("[role=alert]");
    expect(verdict).toHaveTextContent("pages/about-us.json Block 1 › heading: A heading must not be empty.");
    expect(publishButton()).toHaveTextContent("Publish 2 pages");
    expect(publishButton()).toBeDisabled();
    expect(reviewRequests()).toHaveLength(2);

    reloaded.answer({ body: review([home, about], [emptyHeading]) });
    await waitFor(() => expect(screen.getAllByText("Publishing would break the site:")).toHaveLength(1));
  });

  it("tells a person who may not publish the server's sentence", async () => {
    answers["GET /publish"] = () => ({ status: 403, body: { error: "Only a publisher may publish: ask one of them." } });
    render(<PublishScreen />);
    expect(await screen.findByText("Only a publisher may publish: ask one of them.")).toHaveAttribute("role", "alert");
  });

  it("lists the earlier publishes, the live one marked, and rolls the site back to another once confirmed", async () => {
    const user = userEvent.setup();
    answers["GET /publish"] = () => ({ body: review([]) });
    answers["POST /publishes"] = () => ({ body: published(["pages/about-us.json", "pages/contact.json"], 2100) });
    render(<PublishScreen />);

    const history = await screen.findByRole("region", { name: "Earlier publishes" });
    const items = await within(history).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("27 Nov 17:05Amira HaddadPublished Home (live now)");
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    expect(items[1]).toHaveTextContent("26 Nov 16:40Jo ParkPublished About Us, Contact");

    await user.click(within(items[1]!).getByRole("button", { name: "Roll the site back to this publish of 26 Nov 16:40" }));
    const dialog = screen.getByRole("dialog", { name: "Roll the site back?" });
    expect(dialog).toHaveTextContent("Visitors will see the whole site as the publish of 26 Nov 16:40 by Jo Park left it (“Published About Us, Contact”), at once.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.click(within(items[1]!).getByRole("button", { name: "Roll the site back to this publish of 26 Nov 16:40" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Roll back" }));
    expect(await screen.findByText("Rolled the site back to the publish of 26 Nov 16:40. Visitors see the change now (took 2.1 s).")).toHaveAttribute("role", "status");
    expect(requests.find((request) => request.method === "POST")).toMatchObject({ address: "/publishes", body: { commit: "c1" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(requests.filter((request) => request.address === "/publishes" && request.method === "GET")).toHaveLength(2));
  });
});
