/** Whether a JSON value is an object (a page, a block, a schema), not an array, null or a scalar. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
