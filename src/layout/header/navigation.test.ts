import { describe, expect, it } from "vitest";
import { currentFor, holdsCurrent, isFlaggedRoute } from "./navigation.ts";
import { fullNavigation } from "./fullNavigation.fixture.ts";

describe("menu helpers", () => {
  it("marks a link as the current page whatever the address's letter case or trailing slash", () => {
    expect(currentFor("/about-us", "/About-Us/")).toBe("page");
    expect(currentFor("/about-us", "/contact")).toBeUndefined();
    expect(currentFor("https://www.eazzquote.example", "/")).toBeUndefined();
  });

  it("knows the Services group holds a nested email-hosting page", () => {
    const services = fullNavigation[2]!;
    expect("children" in services && holdsCurrent(services, "/services/microsoft-365")).toBe(true);
    expect("children" in services && holdsCurrent(services, "/blog")).toBe(false);
  });

  it("flags routes whose first segment is not empty, login, signup or blog", () => {
    expect(["/about-us", "/services/cyber-security", "/Contact"].map(isFlaggedRoute)).toEqual([true, true, true]);
    expect(["/", "/login", "/signup", "/blog", "/Blog/AIML"].map(isFlaggedRoute)).toEqual([false, false, false, false, false]);
  });
});
