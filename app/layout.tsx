import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { NavigationLoading } from "@/components/layout/navigation-loading";
import { sessionInitScript, themeInitScript, timeZoneInitScript } from "./theme-script";

export const metadata: Metadata = {
  title: { default: "ForgeFit — workouts and programs that adapt to you", template: "%s · ForgeFit" },
  description:
    "Plan workouts and multi-week programs, browse the exercise library, and track your training. Open source and self-hostable.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: sessionInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: timeZoneInitScript }} />
      </head>
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <NavigationLoading />
      </body>
    </html>
  );
}
