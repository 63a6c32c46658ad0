import type { MetadataRoute } from "next";

// Lets a phone install the app with its name and brand mark; colours match the brand and the light theme.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "ForgeFit",
    short_name: "ForgeFit",
    description: "Workouts and multi-week programs that adapt to your equipment. Free, open source, self-hosted.",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1f57d1",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
