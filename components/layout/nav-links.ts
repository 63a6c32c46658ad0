/** Header links of spec 1 §2, in order. */
export const headerLinks = [
  { href: "/exercises", label: "Exercise Library" },
  { href: "/workouts", label: "Workouts" },
  { href: "/programs", label: "Programs" },
  { href: "/workout-builder", label: "Workout Builder" },
  { href: "/program-builder", label: "Program Builder" },
  { href: "/#pricing", label: "Pricing" },
] as const;
