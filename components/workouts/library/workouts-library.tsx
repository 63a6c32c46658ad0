"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { HeroSearch } from "@/components/ui/hero-search";
import { cn } from "@/components/ui/cn";
import { SelectField } from "@/components/ui/select-field";
import { GRID_LIST_LABELS, Segmented } from "@/components/ui/segmented";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useAuth } from "@/lib/auth/auth.client";
import { useUrlState } from "@/lib/client/use-url-state";
import { pluralise } from "@/lib/training/labels";
import {
  appliedFilterCount,
  appliedFilterText,
  EMPTY_FILTERS,
  LIBRARY_SORTS,
  libraryQueryString,
  parseLibraryParams,
  SORT_LABELS,
  type LibraryFilters,
  type LibraryState,
  VIEW_MODES,
} from "@/lib/workouts/library";
import { Dialog } from "../dialog";
import { useExerciseCount, useLibrary } from "@/lib/workouts/queries.client";
import { useLibraryFigures } from "@/lib/workouts/library-figures.client";
import { FilterPanel } from "./filter-panel";
import { WorkoutCard } from "./workout-card";

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl bg-white/10 p-3 text-center backdrop-blur">
      <p className="text-2xl font-bold text-white">{value}</p>
      <p className="text-xs text-brand-100">{label}</p>
    </div>
  );
}

/** The workouts library (spec 2 §2.3, §4.5), its state kept in the URL. */
export function WorkoutsLibrary() {
  const { user } = useAuth();
  const { state, update, searchText, setSearchText } = useUrlState<LibraryState>({ path: "/workouts", parse: parseLibraryParams, queryString: libraryQueryString });
  const [panelOpen, setPanelOpen] = useState(false);
  const [pending, setPending] = useState<LibraryFilters>(state.filters);

  const list = useLibrary(state.search, state.filters, state.sort, user?.id ?? null);
  const exerciseCount = useExerciseCount();
  const figures = useLibraryFigures();
  const applied = appliedFilterCount(state.filters);
  const clearFilters = () => {
    setSearchText("");
    update({ filters: EMPTY_FILTERS, search: "" });
  };

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-12 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Workout Library</h1>
          <p className="mt-2 max-w-2xl text-brand-50">Templates from our coaches, workouts shared by the community and the ones you saved yourself.</p>
          <HeroSearch
            id="library-search"
            label="Search workouts"
            placeholder="Search workouts by name or description..."
            value={searchText}
            onChange={setSearchText}
            className="mt-6"
          />
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="library-figures">
            <Figure value={exerciseCount.data !== undefined ? String(exerciseCount.data) : "…"} label="Exercises in the library" />
            <Figure value={figures.data ? String(figures.data.workouts) : "…"} label="Workouts you can open" />
            <Figure value={figures.data ? `${figures.data.minMinutes}-${figures.data.maxMinutes}` : "…"} label="Minutes per workout" />
            <Figure value={figures.data ? String(figures.data.sessions) : "…"} label="Sessions logged with them" />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-labelledby="filters-title">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="filters-title" className="font-semibold text-slate-900 dark:text-white">
              Filters
            </h2>
            {applied > 0 && (
              <button type="button" onClick={clearFilters} className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
                Clear All
              </button>
            )}
          </div>
          <FilterPanel idPrefix="side" filters={state.filters} onChange={(filters) => update({ filters })} />
        </aside>

        <section aria-labelledby="results-title">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="results-title" className="text-xl font-semibold text-slate-900 dark:text-white" aria-live="polite">
                {list.data ? `${list.data.total} ${pluralise(list.data.total, "Workout")}` : "Workouts"}
              </h2>
              {applied > 0 && <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="applied-count">{appliedFilterText(applied)}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                className="lg:hidden"
                onClick={() => {
                  setPending(state.filters);
                  setPanelOpen(true);
                }}
              >
                Filters{applied > 0 ? ` (${applied})` : ""}
              </Button>
              <SelectField
                id="library-sort"
                label="Sort by"
                hideLabel
                value={state.sort}
                options={LIBRARY_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
                onChange={(sort) => update({ sort })}
              />
              <Segmented label="View" options={VIEW_MODES} value={state.view} labels={GRID_LIST_LABELS} onChange={(view) => update({ view })} />
            </div>
          </div>

          {list.isPending ? (
            <LoadingState text="Loading workouts..." />
          ) : list.isError ? (
            <ErrorState
              title="Unable to load workouts"
              description="The workouts could not be loaded. Check your connection and try again."
              action={
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : list.data.items.length === 0 ? (
            <EmptyState title="No workouts found" description="Nothing matches this search and these filters." action={<Button onClick={clearFilters}>Clear Filters</Button>} />
          ) : (
            <ul
              className={cn(state.view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "space-y-3", list.isFetching && "opacity-70")}
              aria-busy={list.isFetching}
              data-testid="workout-list"
            >
              {list.data.items.map((w) => (
                <WorkoutCard key={w.id} workout={w} view={state.view} sessions={list.data.sessions.get(w.id) ?? 0} mine={Boolean(user && w.userProfile === user.id)} />
              ))}
            </ul>
          )}
        </section>
      </div>

      <Dialog open={panelOpen} onClose={() => setPanelOpen(false)} labelledBy="slide-title" className="ml-auto h-full max-w-sm sm:h-full sm:rounded-none" testId="filter-slide-over">
        <div className="flex items-center justify-between border-b border-slate-200 p-4 dark:border-slate-800">
          <h2 id="slide-title" className="text-lg font-semibold text-slate-900 dark:text-white" tabIndex={-1} data-autofocus>
            Filters
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setPanelOpen(false)} aria-label="Close filters">
            ✕
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <FilterPanel idPrefix="slide" filters={pending} onChange={setPending} />
        </div>
        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
          <Button variant="secondary" onClick={() => setPending(EMPTY_FILTERS)}>
            Clear All
          </Button>
          <Button
            onClick={() => {
              update({ filters: pending });
              setPanelOpen(false);
            }}
          >
            Apply Filters
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
