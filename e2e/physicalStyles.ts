import type { Page } from "@playwright/test";

/**
 * Every CSS rule the page's browser has that would not turn round for a right-to-left page: a side
 * named left or right with no matching other side (`margin-left: auto`, `inset: 0 auto 0 0`,
 * `border-top-left-radius`), `text-align`, `float` or `clear` to the left or right, a value placed by
 * left or right (`background-position: left`), or a sideways move (`translateX(4px)`) that does not
 * follow the line's direction (src/ui/lineDirection.ts). The page's one stylesheet serves both
 * directions only when it names the line's start and end (`margin-inline-start`, `text-align: start`).
 *
 * Read from `document.styleSheets`, where the browser keeps the rules it parsed, not from the text of
 * the <style> elements: in production emotion adds its rules with insertRule, and the text holds none
 * of them. A shorthand is read as the browser expands it: `padding: 8px 16px` sets the same left and
 * right, and passes.
 */
export function physicalStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // A loop rather than a nested function, which a bundler may wrap in a helper the page does not have.
    const toRead: [CSSRuleList, string][] = [...document.styleSheets].map((sheet) => [sheet.cssRules, ""]);
    for (let next = toRead.pop(); next; next = toRead.pop()) {
      const [rules, within] = next;
      for (const rule of rules) {
        if ("cssRules" in rule && !(rule instanceof CSSStyleRule)) toRead.push([(rule as CSSGroupingRule).cssRules, `${within}${rule.cssText.slice(0, rule.cssText.indexOf("{")).trim()} `]);
        if (!("style" in rule)) continue;
        const style = (rule as CSSStyleRule | CSSKeyframeRule).style;
        const where = `${within}${rule instanceof CSSStyleRule ? rule.selectorText : (rule as CSSKeyframeRule).keyText}`;
        for (const property of style) {
          const value = style.getPropertyValue(property);
          const mirror = property.includes("left") ? property.replace("left", "right") : property.replace("right", "left");
          const unmatchedSide = mirror !== property && style.getPropertyValue(mirror) !== value;
          const placedBySide = mirror === property && !property.startsWith("--") && /\b(left|right)\b/.test(value);
          const movedSideways = /^(transform|translate)$/.test(property) && !value.includes("var(--line-sign)") && (property === "translate" ? !/^0(px|%)?(\s|$)/.test(value) : /translate(X|3d)?\(\s*(?!0(px|%)?\s*[,)])/.test(value));
          if (unmatchedSide || placedBySide || movedSideways) found.push(`${where} { ${property}: ${value} }`);
        }
      }
    }
    return [...new Set(found)];
  });
}
