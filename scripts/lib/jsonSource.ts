/**
 * Parses a JSON file keeping every value's position, so a problem can be reported as
 * `file:line:column  /json/pointer  message` instead of "somewhere in the file".
 */
import { findNodeAtLocation, getLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { fromPointer, toPointer } from "../../src/shared/jsonPointer.ts";

export interface Position {
  line: number;
  column: number;
}

export interface SourceProblem {
  pointer: string;
  position: Position;
  message: string;
}

export interface JsonSource {
  text: string;
  /** The parsed value, or undefined when the file is not valid JSON. */
  value: unknown;
  /** Syntax errors and duplicate keys: problems a schema cannot see. */
  problems: SourceProblem[];
  /** Where the value at a JSON pointer starts; `key` asks for its property name instead. */
  positionOf(pointer: string, options?: { key?: boolean }): Position;
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a property name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between items",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the list",
  EndOfFileExpected: "unexpected text after the end of the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "unterminated string: a closing '\"' is missing",
  UnexpectedEndOfNumber: "invalid number",
  InvalidUnicode: "invalid unicode escape",
  InvalidEscapeCharacter: "invalid escape character in string",
  InvalidCharacter: "invalid character in string (control characters must be escaped)",
};


/** The value a JSON pointer names inside `value` ('/blocks/0/image' → value.blocks[0].image), or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  return fromPointer(pointer).reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return starts;
}

function positionAt(starts: number[], offset: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

/** Reports every key that appears twice in one object: JSON.parse would silently keep the last. */
function duplicateKeys(node: Node, path: (string | number)[], at: (offset: number) => Position): SourceProblem[] {
  const problems: SourceProblem[] = [];
  if (node.type === "object") {
    const seen = new Map<string, Position>();
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      const here = at(keyNode.offset);
      const first = seen.get(key);
      if (first) {
        problems.push({
          pointer: toPointer([...path, key]),
          position: here,
          message: `duplicate key "${key}" (first at line ${first.line}); only one may stay`,
        });
      } else seen.set(key, here);
      if (valueNode) problems.push(...duplicateKeys(valueNode, [...path, key], at));
    }
  } else if (node.type === "array") {
    (node.children ?? []).forEach((child, index) => problems.push(...duplicateKeys(child, [...path, index], at)));
  }
  return problems;
}

/**
 * Most files are valid, and a valid file needs neither a syntax tree nor line positions: JSON.parse
 * (native, several times faster than building a tree) and a count of keys settle it. The tree is built
 * when a file is broken or has a key twice, or when a problem asks for a position; the messages and
 * positions are the same either way.
 */
export function parseJsonSource(text: string): JsonSource {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return parseWithTree(text);
  }
  if (keysInText(text) !== keysInValue(value)) return parseWithTree(text);
  let tree: Node | undefined;
  let at: ((offset: number) => Position) | undefined;
  return {
    text,
    value,
    problems: [],
    positionOf(pointer, options) {
      tree ??= parseTree(text, [], parseOptions);
      at ??= positionFinder(text);
      return positionIn(tree, at, pointer, options);
    },
  };
}

const parseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/**
 * Every property name written in valid JSON text: each string followed by ':'. Outside strings valid
 * JSON has no '"', so matching strings from left to right meets each string exactly once.
 */
function keysInText(text: string): number {
  let keys = 0;
  for (const match of text.matchAll(/"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g)) if (match[1]) keys++;
  return keys;
}

/** Every property of every object in a parsed value: fewer than keysInText when a key repeats. */
function keysInValue(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keysInValue(item), 0);
  if (!value || typeof value !== "object") return 0;
  let keys = 0;
  for (const item of Object.values(value)) keys += 1 + keysInValue(item);
  return keys;
}

function positionFinder(text: string): (offset: number) => Position {
  const starts = lineStarts(text);
  return (offset) => positionAt(starts, offset);
}

function positionIn(tree: Node | undefined, at: (offset: number) => Position, pointer: string, { key = false } = {}): Position {
  if (!tree) return { line: 1, column: 1 };
  const path = fromPointer(pointer);
  // Walk up to the nearest ancestor that exists (a missing property is reported on its object).
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, path.slice(0, depth));
    if (!node) continue;
    const keyNode = key && depth === path.length && node.parent?.type === "property" ? node.parent.children?.[0] : undefined;
    return at((keyNode ?? node).offset);
  }
  return at(tree.offset);
}

/** The full parse: syntax errors and duplicate keys with their positions. */
function parseWithTree(text: string): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, parseOptions);
  const at = positionFinder(text);

  const curly = curlyQuoteError(text, errors);
  // Everything after a curly quote is the parser losing its way: one line that says what to type says more.
  const problems: SourceProblem[] = (curly ? [curly] : errors).map((error) => ({
    pointer: toPointer(getLocation(text, error.offset).path),
    position: at(error.offset),
    message: error === curly ? curlyQuoteMessage(text[error.offset]!) : `invalid JSON: ${syntaxMessages[printParseErrorCode(error.error)] ?? printParseErrorCode(error.error)}`,
  }));
  if (trailingCommaAt(text, errors)) {
    // jsonc-parser reports a trailing comma as a missing value; say what the editor needs to do.
    for (const problem of problems) problem.message = problem.message.replace("expected a value", "expected a value (remove the trailing comma?)");
  }
  if (tree && errors.length === 0) problems.push(...duplicateKeys(tree, [], at));

  let value: unknown;
  if (errors.length === 0) value = JSON.parse(text);

  return { text, value, problems, positionOf: (pointer, options) => positionIn(tree, at, pointer, options) };
}

/** The quotes a word processor types (“Welcome”, ‘Welcome’): JSON knows only the straight ". */
const curlyQuotes = new Set(["\u201C", "\u201D", "\u2018", "\u2019"]);

/** The first syntax error, when it stands on a curly quote (outside a string: inside one, it is text). */
function curlyQuoteError(text: string, errors: ParseError[]): ParseError | undefined {
  const first = errors[0];
  return first && curlyQuotes.has(text[first.offset] ?? "") ? first : undefined;
}

const curlyQuoteMessage = (quote: string) => `invalid JSON: ${quote} is a curly quote, as word processors type them; JSON needs straight quotes: type " in its place`;

function trailingCommaAt(text: string, errors: ParseError[]): boolean {
  return errors.some((error) => /,\s*$/.test(text.slice(0, error.offset)));
}
