/**
 * Rewrites a JSON file's text to hold a new value while touching only what changed: a migration that
 * renames one property shows up in review as that rename, not as the file re-indented, and a save from
 * the studio as the field that was edited. New values take the style of where they go: one line inside
 * a one-line object, indented lines inside an indented one. A list's items are matched up first
 * (alignItems), so adding, removing or moving one block touches that block's lines only.
 */
import { isDeepStrictEqual } from "node:util";
import { findNodeAtLocation, parseTree, type JSONPath, type Node } from "jsonc-parser";
import { alignItems } from "./alignItems.ts";
import { isObject } from "../../src/shared/isObject.ts";


/** `{ "label": "Contact", "href": "/contact" }`: the one-line style the page files use for small objects. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inlineJson).join(", ")}]` : "[]";
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`);
    return entries.length ? `{ ${entries.join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

const indentedJson = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

/** The whitespace that starts the line `offset` is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

const spansLines = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length).includes("\n");

interface Edit {
  offset: number;
  length: number;
  content: string;
}

/** The edit that renames the property at `path` to `name`, leaving its value untouched. */
function renameKey(text: string, path: JSONPath, name: string): Edit {
  const key = findNodeAtLocation(parseTree(text)!, path)!.parent!.children![0]!;
  return { offset: key.offset, length: key.length, content: JSON.stringify(name) };
}

/** The edit that removes the property at `path`, with the comma and line break that went with it. */
function removeProperty(text: string, path: JSONPath): Edit {
  const property = findNodeAtLocation(parseTree(text)!, path)!.parent!;
  const siblings = property.parent!.children!;
  const index = siblings.indexOf(property);
  const end = property.offset + property.length;
  if (index > 0) {
    const previous = siblings[index - 1]!;
    return { offset: previous.offset + previous.length, length: end - previous.offset - previous.length, content: "" };
  }
  const next = siblings[1];
  return next ? { offset: property.offset, length: next.offset - property.offset, content: "" } : { offset: property.offset, length: property.length, content: "" };
}

/** The edit that adds `key` to the object at `path`, after the property named `after` (or first). */
function insertProperty(text: string, path: JSONPath, key: string, value: unknown, after: string | undefined): Edit {
  const object = findNodeAtLocation(parseTree(text)!, path)!;
  const properties = object.children ?? [];
  const multiline = spansLines(text, object);
  const previous = properties.find((property) => property.children![0]!.value === after);
  const indent = properties.length ? indentAt(text, properties[0]!.offset) : indentAt(text, object.offset) + "  ";
  const entry = `${JSON.stringify(key)}: ${multiline ? indentedJson(value, indent) : inlineJson(value)}`;
  const gap = multiline ? `,\n${indent}` : ", ";
  if (previous) return { offset: previous.offset + previous.length, length: 0, content: gap + entry };
  if (properties.length) return { offset: properties[0]!.offset, length: 0, content: entry + gap };
  return { offset: object.offset, length: object.length, content: multiline ? `{\n${indent}${entry}\n${indentAt(text, object.offset)}}` : `{ ${entry} }` };
}

/** The edit that replaces the value at `path`, in the style (one line or indented) of what was there. */
function replaceValue(text: string, path: JSONPath, value: unknown): Edit {
  const node = findNodeAtLocation(parseTree(text)!, path)!;
  const content = spansLines(text, node) ? indentedJson(value, indentAt(text, node.offset)) : inlineJson(value);
  return { offset: node.offset, length: node.length, content };
}

/** The edit that removes item `index` of the array at `path`, with the comma and line break that went with it. */
function removeItem(text: string, path: JSONPath, index: number): Edit {
  const array = findNodeAtLocation(parseTree(text)!, path)!;
  const items = array.children!;
  const item = items[index]!;
  if (items.length === 1) return { offset: array.offset, length: array.length, content: "[]" };
  if (index > 0) {
    const previous = items[index - 1]!;
    return { offset: previous.offset + previous.length, length: item.offset + item.length - previous.offset - previous.length, content: "" };
  }
  return { offset: item.offset, length: items[1]!.offset - item.offset, content: "" };
}

/**
 * The edit that puts an item at `index` of the array at `path`: `source` when it is an item that was
 * already in this list (moved, so its lines stay as they were), else the value in its neighbours' style.
 */
function insertItem(text: string, path: JSONPath, index: number, value: unknown, source: string | undefined): Edit {
  const array = findNodeAtLocation(parseTree(text)!, path)!;
  const items = array.children ?? [];
  if (!items.length) {
    // An empty list takes the indented style when it stands in an indented object, as JSON.stringify writes it.
    const indented = array.parent?.parent !== undefined && spansLines(text, array.parent.parent);
    return { offset: array.offset, length: array.length, content: indented ? indentedJson([value], indentAt(text, array.offset)) : inlineJson([value]) };
  }
  const neighbour = items[Math.min(index, items.length - 1)]!;
  const indent = indentAt(text, neighbour.offset);
  const content = source ?? (spansLines(text, neighbour) ? indentedJson(value, indent) : inlineJson(value));
  const gap = spansLines(text, array) ? `,\n${indent}` : ", ";
  if (index > 0) {
    const previous = items[index - 1]!;
    return { offset: previous.offset + previous.length, length: 0, content: gap + content };
  }
  return { offset: neighbour.offset, length: 0, content: content + gap };
}

/** The text of each item of the array at `path`, as it stands in `text`. */
function itemSources(text: string, path: JSONPath): string[] {
  return (findNodeAtLocation(parseTree(text)!, path)!.children ?? []).map((item) => text.slice(item.offset, item.offset + item.length));
}

/** The names of the properties the object at `path` has in `text`, in order. */
function keysAt(text: string, path: JSONPath): string[] {
  return (findNodeAtLocation(parseTree(text)!, path)!.children ?? []).map((property) => property.children![0]!.value as string);
}

/** `text` is the JSON source of `before`; returns the source of `after`, edited in place. */
export function rewriteJson(text: string, before: unknown, after: unknown): string {
  let result = text;
  const apply = (edit: Edit) => {
    result = result.slice(0, edit.offset) + edit.content + result.slice(edit.offset + edit.length);
  };
  const walk = (path: JSONPath, old: unknown, now: unknown) => {
    if (isObject(old) && isObject(now)) {
      const oldKeys = Object.keys(old);
      const newKeys = Object.keys(now);
      oldKeys.forEach((key, index) => {
        if (Object.hasOwn(now, key)) return;
        // A key that gave way to a new key holding the same value, in the same place, was renamed.
        const successor = newKeys[index];
        if (successor !== undefined && !Object.hasOwn(old, successor) && isDeepStrictEqual(old[key], now[successor])) apply(renameKey(result, [...path, key], successor));
        else apply(removeProperty(result, [...path, key]));
      });
      const present = new Set(keysAt(result, path));
      newKeys.forEach((key, index) => {
        if (Object.hasOwn(old, key)) walk([...path, key], old[key], now[key]);
        else if (!present.has(key)) {
          apply(insertProperty(result, path, key, now[key], newKeys.slice(0, index).findLast((name) => present.has(name))));
          present.add(key);
        }
      });
    } else if (Array.isArray(old) && Array.isArray(now)) {
      if (!now.length && old.length) return apply(replaceValue(result, path, now));
      const sources = itemSources(result, path);
      // Steps go in order, so the items before `at` already are the new list's: `at` is where the next one goes.
      let at = 0;
      for (const step of alignItems(old, now)) {
        if (step.kind === "keep") at++;
        else if (step.kind === "remove") apply(removeItem(result, path, at));
        else if (step.kind === "add") {
          const moved = old.findIndex((item) => isDeepStrictEqual(item, now[step.after]));
          apply(insertItem(result, path, at++, now[step.after], moved === -1 ? undefined : sources[moved]));
        } else walk([...path, at++], old[step.before], now[step.after]);
      }
    } else if (!isDeepStrictEqual(old, now)) {
      apply(replaceValue(result, path, now));
    }
  };
  walk([], before, after);
  return result;
}
