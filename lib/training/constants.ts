/**
 * Business constants of the three specification documents, in one place so
 * the UI, the route handlers and the generators never disagree on a number.
 * Sources are noted per block (spec N §x).
 *
 * The values live by topic in ./data; this index re-exports them all because
 * most of the app imports its numbers from here.
 */
export * from "./data/goals";
export * from "./data/defaults";
export * from "./data/generator";
export * from "./data/workout-builder";
export * from "./data/scoring";
export * from "./data/program-builder";
export * from "./data/libraries";
export * from "./data/landing";
