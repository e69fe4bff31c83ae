/**
 * How many cases each property test runs, from one seed, so that `npm test` runs the same cases every
 * time and a failure can be replayed (fast-check prints the seed, the path and the shrunk input).
 * PROPERTY_RUNS multiplies the counts and PROPERTY_SEED picks other cases, for a longer hunt by hand:
 * PROPERTY_RUNS=20 PROPERTY_SEED=$RANDOM npx vitest run tests/*Properties.test.ts
 */
import fc from "fast-check";

const scale = Number(process.env.PROPERTY_RUNS ?? 1);
const seed = Number(process.env.PROPERTY_SEED ?? 31);
const scaled = (numRuns: number) => Math.max(1, Math.round(numRuns * scale));

/**
 * Shrinking a failure against a real server takes a while; past this, fast-check stops and reports the
 * smallest failing input found so far, well before the test's own time limit (`propertyTimeout`) would
 * end it without a word about the input.
 */
const shrinkingLimitMs = 180_000 * scale;
export const propertyTimeout = shrinkingLimitMs + 60_000;

/**
 * fast-check's settings for a property of `numRuns` cases. Typed for values of `never`, which
 * @fast-check/vitest accepts for any property; the plugin never looks at the values, but fast-check
 * declares it for `unknown` ones, which its types do not let stand in for another.
 */
export const propertyRuns = (numRuns: number): fc.Parameters<never> => ({
  seed,
  numRuns: scaled(numRuns),
  plugins: [fc.interruptAfterTimeLimit(shrinkingLimitMs, { failOnInterrupt: true }) as unknown as fc.Plugin<never>],
});

/** The same seed and count for fc.sample. */
export const sampleRuns = (numRuns: number) => ({ seed, numRuns: scaled(numRuns) });
