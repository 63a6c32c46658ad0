export * from "./users";
export * from "./reference";
export * from "./exercises";
export * from "./coaching";
export * from "./workouts";
export * from "./programs";
export * from "./sessions";
export * from "./system";
