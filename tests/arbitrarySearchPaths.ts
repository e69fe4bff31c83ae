/**
 * Arbitrary addresses of the /search page for the property tests: any number of parameters, `s` among
 * them once, several times or not at all, each value made of what a client can put in an address (text
 * as a form encodes it, any byte percent-encoded, broken escapes, raw punctuation, and now and then a raw
 * byte no browser sends), from empty up to the server's limit on a request's head.
 */
import fc from "fast-check";
import { storableText } from "./arbitraryText.ts";

/** Node's limit on a request's head (http.maxHeaderSize, 16 KiB), less room for the request line's other words and the headers. */
export const longestSearchPath = 16_000;

const hex = (byte: number) => byte.toString(16).padStart(2, "0");

/** Any byte, percent-encoded in either case: invalid UTF-8, NUL, CR and LF included. */
const percentByte = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.boolean()).map(([byte, upper]) => `%${upper ? hex(byte).toUpperCase() : hex(byte)}`);

/** Text as a browser's GET form sends it: UTF-8, percent-encoded, spaces as '+'. */
const formEncoded = storableText(4).map((text) => encodeURIComponent(text).replace(/%20/g, "+"));

/** What an address may hold as it is (visible ASCII but space), '&', '=', '#' and a lone '%' included. */
const rawAscii = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 6 });

/** A byte no browser sends unencoded (DEL, or Latin-1's upper half): the HTTP parser refuses the request. */
const rawByte = fc.oneof(fc.constant(0x7f), fc.integer({ min: 0x80, max: 0xff })).map((code) => String.fromCharCode(code));

const valuePiece = fc.oneof(
  { arbitrary: formEncoded, weight: 4 },
  { arbitrary: percentByte, weight: 3 },
  { arbitrary: fc.constantFrom("%", "%2", "%zz", "%%", "+"), weight: 1 },
  { arbitrary: rawAscii, weight: 2 },
);

const value = fc.array(valuePiece, { maxLength: 8 }).map((pieces) => pieces.join(""));

/** A value repeated towards the limit, for queries far longer than the 200 characters searched for. */
const longValue = fc.tuple(value.filter((text) => text.length > 0), fc.integer({ min: 200, max: longestSearchPath })).map(([text, length]) => text.repeat(Math.ceil(length / text.length)));

const parameter = fc.oneof(
  { arbitrary: value.map((text) => `s=${text}`), weight: 6 },
  { arbitrary: longValue.map((text) => `s=${text}`), weight: 1 },
  { arbitrary: fc.constantFrom("s", "s=", "S=x", "", "=", "x=1"), weight: 2 },
  { arbitrary: value.map((text) => `q=${text}`), weight: 1 },
);

const searchPath = fc.array(parameter, { maxLength: 4 }).map((parameters) => (parameters.length === 0 ? "/search" : `/search?${parameters.join("&")}`));

/** The path and query of a GET /search within the server's limit, one in ten with a raw byte in its query. */
export const anySearchPath = fc
  .oneof(
    { arbitrary: searchPath, weight: 9 },
    {
      arbitrary: fc.tuple(searchPath, rawByte, fc.nat()).map(([path, byte, at]) => {
        const query = "/search?".length + (at % Math.max(1, path.length - "/search?".length + 1));
        return path.length > "/search".length ? path.slice(0, query) + byte + path.slice(query) : `/search?s=${byte}`;
      }),
      weight: 1,
    },
  )
  .map((path) => path.slice(0, longestSearchPath));
