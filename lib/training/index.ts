/**
 * lib/training: pure training-domain logic shared by the browser and the
 * server. No I/O, no framework imports, nothing outside this folder.
 */
export * from "./constants";
export * from "./values";
export * from "./reps";
export * from "./labels";
export * from "./experience";
export * from "./muscle-groups";
export * from "./movement-patterns";
export * from "./duration";
export * from "./builder-stats";
export * from "./builder-form";
export * from "./balance-warnings";
export * from "./coverage";
export * from "./score-input";
export * from "./quality-score";
export * from "./quality-analysis";
export * from "./program-score";
export * from "./program-sanitise";
export * from "./pricing";
export * from "./dashboard";
export * from "./estimates";
export * from "./topsis";
export * from "./exercise-detail";
