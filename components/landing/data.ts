/**
 * Static landing content. The demos are illustrative (spec 1 §2); everything else
 * states only what this app does. Figures about the catalogue are counted live
 * (lib/landing/stats.server.ts), never written here.
 */
import { Building2, CalendarRange, HeartPulse, Hourglass, LineChart, NotebookPen, Repeat, TrendingDown, Zap, type LucideIcon } from "lucide-react";
import { ASSESSMENT } from "@/lib/training/constants";

export const problems = [
  { icon: Hourglass, title: "Equipment is always taken", text: "Your plan says bench press, but every bench is busy. Generic apps leave you waiting or guessing." },
  { icon: Building2, title: "One gym, one plan", text: "Train at work, at home and on holiday? Most apps assume a single, fully equipped gym." },
  { icon: HeartPulse, title: "Injuries are ignored", text: "A sore lower back or shoulder should change your session, not end it. Static plans don't adapt." },
  { icon: TrendingDown, title: "No real progression", text: "Copy-paste programs stall after a few weeks because they never respond to how you actually perform." },
] satisfies readonly { icon: LucideIcon; title: string; text: string }[];

/** Sample gym profiles, as a user saves them on the account page: a name and the equipment there. */
export interface GymDemo {
  name: string;
  equipment: readonly string[];
}

export const gyms: readonly GymDemo[] = [
  { name: "Home", equipment: ["Dumbbells", "Flat bench", "Resistance band"] },
  { name: "Work gym", equipment: ["Barbell", "Squat rack", "Flat bench", "Cable station", "Leg press machine"] },
  { name: "Hotel", equipment: [] },
];

export type AssessmentCategory = (typeof ASSESSMENT.categories)[number];

/** Levels 1-10 of one sample assessment, in the radar's axis order. */
export const assessmentLevels: Readonly<Record<AssessmentCategory, number>> = {
  Chest: 7,
  Back: 6,
  Shoulders: 5,
  Arms: 8,
  Core: 4,
  Legs: 9,
  Cardio: 6,
  Flexibility: 2,
};

export const howItWorks = [
  { title: "Create an account", text: "Free, on this instance; your data stays in its database." },
  { title: "Pick your equipment", text: "Choose what you have today, or body weight only." },
  { title: "Set your goal", text: "Strength, muscle, endurance and more, with the time you have." },
  { title: "Get your plan", text: "A single workout or a multi-week program built around your goal and schedule." },
  { title: "Train and log", text: "Follow each session and record sets, reps and load." },
  { title: "Review your history", text: "Track sessions and totals over time, and export them as CSV." },
] as const;

/** What a session with the app looks like: features described, not people quoted (there are no real reviews to show). */
export interface Showcase {
  id: string;
  title: string;
  icon: LucideIcon;
  text: string;
  where: string;
}

export const showcases: readonly Showcase[] = [
  { id: "generator", title: "Generate a workout", icon: Zap, text: "Choose a goal, the time you have and the equipment on hand; the generator picks exercises, sets, reps, rest and tempo.", where: "Workout Generator" },
  { id: "alternatives", title: "Swap a busy machine", icon: Repeat, text: "Every exercise lists alternatives that train the same muscles, so a taken bench does not end the session.", where: "Exercise Library" },
  { id: "programs", title: "Follow a multi-week program", icon: CalendarRange, text: "Build a program week by week, or start from one in the library, and train it session after session.", where: "Program Builder" },
  { id: "logging", title: "Log every set", icon: NotebookPen, text: "Record sets, reps and load as you train; the session survives a reload or a lost connection.", where: "Train" },
  { id: "history", title: "Keep your history", icon: LineChart, text: "See past sessions and totals on your dashboard, and download your history as a CSV file whenever you like.", where: "Dashboard and History" },
];

export const sciencePrinciples = [
  { title: "Periodization", text: "Training is organised into phases so you peak instead of plateau.", tags: ["Hypertrophy", "Strength", "Power", "Deload"] },
  { title: "Progressive Overload", text: "Small, measured increases keep your body adapting.", tags: ["Volume", "Intensity", "Frequency", "Complexity"] },
  { title: "Movement Patterns", text: "Balanced programs cover every fundamental pattern.", tags: ["Push", "Pull", "Hinge", "Squat"] },
  { title: "Recovery Science", text: "Progress happens between sessions, so recovery is planned too.", tags: ["Active", "Passive", "Nutrition", "Sleep"] },
] as const;

export const journals = [
  "Journal of Strength and Conditioning Research",
  "Medicine & Science in Sports & Exercise",
  "Sports Medicine",
  "European Journal of Applied Physiology",
  "Journal of Applied Physiology",
] as const;

/** One tier: the app is free, open-source software that its operator hosts; nothing here is sold. */
export const freeTier = {
  name: "Self-hosted",
  price: "$0",
  description: "Everything in the app, on your own server, free and open source.",
  features: [
    "The full exercise library, workouts and programs",
    "Workout generator and workout builder",
    "Program builder and multi-week programs",
    "Session logging, history and CSV export",
    "Your data stays in your own database",
  ],
  cta: "Create Your Free Account",
  ctaLink: "/register",
} as const;

/** Each answer checked against the code: say only what this instance does. */
export const faqs = [
  { q: "Is it really free?", a: "Yes. ForgeFit is open-source software. Whoever runs this instance hosts it; nothing is for sale and no card details are asked for." },
  { q: "Where is my data kept?", a: "In this instance's own database, on its operator's server. The privacy page lists what is stored and how to get it back out." },
  { q: "Can I export my training history?", a: "Yes. The Account page downloads everything your account holds as JSON and your training log as a CSV file (the History page has the CSV too)." },
  { q: "Do I need a gym?", a: "No. When you generate a workout you choose the equipment you have, including body weight only. Save it once as a gym profile (Home, Work gym, Hotel) on your account page and pick it in the generator and the builders." },
  { q: "Can I delete my account?", a: "Yes. Account → Delete account removes it and everything linked to it from this instance's database." },
] as const;
