/**
 * Static, illustrative landing content (spec 1 §2: "All demo data is static and
 * illustrative"; testimonials, advisory board and marketing figures are samples).
 */
import { ASSESSMENT, type PlanId } from "@/lib/training/constants";

export const MARKETING = { users: "50K+", exercises: "500+", satisfaction: "98%", rating: "4.9", usersLong: "50,000+" } as const;

export const problems = [
  { icon: "⏳", title: "Equipment is always taken", text: "Your plan says bench press, but every bench is busy. Generic apps leave you waiting or guessing." },
  { icon: "🏢", title: "One gym, one plan", text: "Train at work, at home and on holiday? Most apps assume a single, fully equipped gym." },
  { icon: "🩹", title: "Injuries are ignored", text: "A sore lower back or shoulder should change your session, not end it. Static plans don't adapt." },
  { icon: "📉", title: "No real progression", text: "Copy-paste programs stall after a few weeks because they never respond to how you actually perform." },
] as const;

export interface AlternativeDemo {
  name: string;
  difficulty: number;
  minutes: number;
  emphasis: string;
}

export const alternativesFor = "Barbell Bench Press";
export const alternatives: readonly AlternativeDemo[] = [
  { name: "Dumbbell Bench Press", difficulty: 6, minutes: 12, emphasis: "Chest, stabilisers" },
  { name: "Machine Chest Press", difficulty: 4, minutes: 10, emphasis: "Chest, front delts" },
  { name: "Weighted Push-Up", difficulty: 5, minutes: 8, emphasis: "Chest, core" },
];

export interface GymDemo {
  name: string;
  available: number;
  inUse: number;
  maintenance: number;
}

export const gyms: readonly GymDemo[] = [
  { name: "Downtown Fitness", available: 42, inUse: 11, maintenance: 2 },
  { name: "Office Gym", available: 14, inUse: 3, maintenance: 1 },
  { name: "Home Setup", available: 6, inUse: 0, maintenance: 0 },
];

export const injuryDemo = {
  flag: "Lower back",
  workout: ["Barbell Back Squat", "Romanian Deadlift", "Walking Lunge", "Plank"],
  swapFrom: "Barbell Back Squat",
  swapTo: "Safety Bar Squat",
} as const;

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
  { title: "Take the assessment", text: "2 to 3 guided exercises per body region score your starting point." },
  { title: "Add your gyms", text: "Tell us what equipment each of your gyms has." },
  { title: "Flag injuries", text: "Mark sore or injured areas; risky movements are swapped out." },
  { title: "Get your plan", text: "A multi-week program built around your goals and schedule." },
  { title: "Train and log", text: "Follow each session and record sets, reps and load." },
  { title: "Adapt and progress", text: "Loads and volume adjust as you improve, week after week." },
] as const;

export interface Testimonial {
  name: string;
  age: number;
  role: string;
  emoji: string;
  quote: string;
  achievement: string;
  rating: number;
}

export const testimonials: readonly Testimonial[] = [
  { name: "Sarah M.", age: 34, role: "Nurse, shift worker", emoji: "👩‍⚕️", quote: "I train at two different gyms depending on my shifts. ForgeFit knows what each one has and never gives me a plan I can't do.", achievement: "Lost 12 lbs in 10 weeks", rating: 5 },
  { name: "James K.", age: 41, role: "Software engineer", emoji: "👨‍💻", quote: "My lower back used to flare up every few weeks. The injury-aware swaps kept me training without setbacks.", achievement: "Deadlift up 60 lbs, pain-free", rating: 5 },
  { name: "Priya R.", age: 27, role: "Marathon runner", emoji: "🏃‍♀️", quote: "The assessment showed my core and flexibility were holding back my running. Targeted work fixed both.", achievement: "New marathon PB by 9 minutes", rating: 5 },
  { name: "Marcus T.", age: 52, role: "Teacher", emoji: "👨‍🏫", quote: "When the squat rack is taken I get three good alternatives in a second. No more wandering around the gym.", achievement: "Trained 4x a week for 6 months", rating: 5 },
  { name: "Elena V.", age: 30, role: "Physiotherapy student", emoji: "👩‍🎓", quote: "The progression is grounded in real training science. It's the first app I'd recommend to my patients.", achievement: "First pull-up after 8 weeks", rating: 5 },
];

export const sciencePrinciples = [
  { title: "Periodization", text: "Training is organised into phases so you peak instead of plateau.", tags: ["Hypertrophy", "Strength", "Power", "Deload"] },
  { title: "Progressive Overload", text: "Small, measured increases keep your body adapting.", tags: ["Volume", "Intensity", "Frequency", "Complexity"] },
  { title: "Movement Patterns", text: "Balanced programs cover every fundamental pattern.", tags: ["Push", "Pull", "Hinge", "Squat"] },
  { title: "Recovery Science", text: "Progress happens between sessions, so recovery is planned too.", tags: ["Active", "Passive", "Nutrition", "Sleep"] },
] as const;

export const advisoryBoard = [
  { name: "Dr. Helen Ward", role: "Exercise Physiology", credentials: "PhD, CSCS", institution: "University of Leeds" },
  { name: "Dr. Omar Haddad", role: "Sports Medicine", credentials: "MD, FACSM", institution: "Stanford Sports Medicine" },
  { name: "Dr. Lina Park", role: "Strength & Conditioning", credentials: "PhD, ASCC", institution: "Australian Institute of Sport" },
] as const;

export const journals = [
  "Journal of Strength and Conditioning Research",
  "Medicine & Science in Sports & Exercise",
  "Sports Medicine",
  "European Journal of Applied Physiology",
  "Journal of Applied Physiology",
] as const;

export interface PlanFeature {
  text: string;
  included: boolean;
  highlight?: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  recommended: boolean;
  features: readonly PlanFeature[];
  cta: string;
  ctaLink: string;
}

export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    description: "Everything you need to start training smarter.",
    recommended: false,
    features: [
      { text: "50-exercise library", included: true },
      { text: "Single gym profile", included: true },
      { text: "Basic workout generator", included: true },
      { text: "Injury-aware modifications", included: false },
      { text: "Multi-week programs", included: false },
    ],
    cta: "Get Started Free",
    ctaLink: "/register",
  },
  {
    id: "pro",
    name: "Pro",
    description: "For lifters who train at more than one gym.",
    recommended: true,
    features: [
      { text: "500+ exercises", included: true, highlight: true },
      { text: "Unlimited gym profiles", included: true, highlight: true },
      { text: "Injury-aware modifications", included: true },
      { text: "Multi-week programs", included: true },
      { text: "1:1 coach check-ins", included: false },
    ],
    cta: "Start Pro Trial",
    ctaLink: "/register?plan=pro",
  },
  {
    id: "elite",
    name: "Elite",
    description: "Coaching on top of everything in Pro.",
    recommended: false,
    features: [
      { text: "Everything in Pro", included: true },
      { text: "Monthly 1:1 check-ins", included: true, highlight: true },
      { text: "Priority support with 24h response", included: true, highlight: true },
      { text: "Advanced progress analytics", included: true },
    ],
    cta: "Go Elite",
    ctaLink: "/register?plan=elite",
  },
];

export const faqs = [
  { q: "Is the Free plan really free?", a: "Yes. The Free plan costs nothing, forever, and needs no credit card." },
  { q: "Can I switch plans later?", a: "You can upgrade, downgrade or cancel at any time from your account." },
  { q: "How does the money-back guarantee work?", a: "If a paid plan isn't right for you, ask for a refund within 30 days of paying and you'll get all of it back." },
  { q: "Do I need a gym?", a: "No. Add a home setup with the equipment you own and workouts are built around it." },
] as const;
