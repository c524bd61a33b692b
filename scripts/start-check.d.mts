// Types of scripts/start-check.mjs, for its tests (scripts/test/start-check.test.ts).

/** The URLs in the lines `npm start` prints once it is ready; undefined while it has not said it is ready. */
export function printedUrls(output: string): string[] | undefined;
