import { useState } from "react";
import { Button } from "@/components/ui/button";
import { demonstrationMedia } from "@/lib/exercises/detail";
import { wrapIndex } from "@/lib/training/exercise-detail";
import { fileUrl, type ExerciseRecord } from "@/lib/exercises/queries.client";

export function Carousel({ exercise }: { exercise: ExerciseRecord }) {
  const media = demonstrationMedia(exercise, (name) => fileUrl(exercise, name));
  const [index, setIndex] = useState(0);
  if (media.length === 0) {
    return (
      <div className="flex h-48 flex-col items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p className="text-lg font-semibold">Video coming soon</p>
        <p className="text-sm">Media coming soon for {exercise.name}.</p>
      </div>
    );
  }
  const current = media[wrapIndex(index, media.length)];
  return (
    <div>
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        {current.kind === "video" ? (
          <video key={current.url} src={current.url} controls className="h-full w-full">
            Your browser does not support the video tag.
          </video>
        ) : current.kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={current.url} alt={`${exercise.name} demonstration`} className="h-full w-full object-contain" />
        ) : (
          <iframe src={current.url} title={`${exercise.name} demonstration`} className="h-full w-full" allowFullScreen />
        )}
      </div>
      {media.length > 1 && (
        <div className="mt-3 flex items-center justify-between">
          <Button variant="secondary" size="sm" onClick={() => setIndex((i) => wrapIndex(i - 1, media.length))}>
            Previous
          </Button>
          <span className="text-sm text-slate-700 dark:text-slate-200">
            {wrapIndex(index, media.length) + 1} / {media.length}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setIndex((i) => wrapIndex(i + 1, media.length))}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
