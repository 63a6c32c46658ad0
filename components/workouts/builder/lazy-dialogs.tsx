"use client";

import dynamic from "next/dynamic";

// The builder's two dialogs open only on a click: the exercise search and the preview (with
// the quality panel and its radar). They are fetched when first opened, not with the page, and
// mounted only while open, so the builder's first load carries neither.
export const AddExerciseModal = dynamic(() => import("./add-exercise-modal").then((m) => m.AddExerciseModal), { ssr: false });
export const BuilderPreview = dynamic(() => import("./preview").then((m) => m.BuilderPreview), { ssr: false });
