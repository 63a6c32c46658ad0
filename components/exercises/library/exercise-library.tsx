"use client";

import { useEffect, useState } from "react";
import { useUrlState } from "@/lib/client/use-url-state";
import { Dialog } from "@/components/workouts/dialog";
import { Button } from "@/components/ui/button";
import { HeroSearch } from "@/components/ui/hero-search";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { SelectField } from "@/components/ui/select-field";
import { Segmented } from "@/components/ui/segmented";
import {
  activeFilterCount,
  EMPTY_EXERCISE_FILTERS,
  EXERCISE_SORT_LABELS,
  EXERCISE_SORTS,
  EXERCISE_VIEWS,
  exerciseQueryString,
  LIBRARY_URL_KEY,
  parseExerciseParams,
  type ExerciseLibraryState,
  type SortOrder,
} from "@/lib/exercises/library";
import { EXERCISE_LIBRARY } from "@/lib/training/constants";
import { ExerciseCard, ExerciseCardSkeleton } from "../exercise-card";
import { useExerciseList, useExerciseTotal, useLookups } from "@/lib/exercises/queries.client";
import { ExerciseFilterPanel } from "./filter-panel";
import { session, useLibraryScroll } from "./use-library-scroll";

const VIEW_LABEL = { grid: "Grid", list: "List", compact: "Compact" } as const;

/** The exercise library (spec 3 §2.4, §4), its whole state in the address. */
export function ExerciseLibrary() {
  const { state, write, update, searchText, setSearchText } = useUrlState<ExerciseLibraryState>({
    path: "/exercises",
    parse: parseExerciseParams,
    queryString: exerciseQueryString,
    onWrite: (url) => session()?.setItem(LIBRARY_URL_KEY, url),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    session()?.setItem(LIBRARY_URL_KEY, `/exercises${window.location.search}`);
  }, []);

  const lookups = useLookups();
  const total = useExerciseTotal();
  const list = useExerciseList(state.search, state.filters, state.sort, state.order, lookups.data);
  const { hasNextPage, isFetchingNextPage } = list;
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const found = pages[0]?.totalItems ?? 0;
  const active = activeFilterCount(state.filters);

  const saveScroll = useLibraryScroll(list);

  const clearAll = () => {
    setSearchText("");
    write({ ...state, search: "", filters: EMPTY_EXERCISE_FILTERS });
  };

  const panel = (prefix: string) => <ExerciseFilterPanel idPrefix={prefix} filters={state.filters} onChange={(filters) => update({ filters })} lookups={lookups.data} />;
  const listClass = state.view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : state.view === "list" ? "space-y-3" : "space-y-1.5";

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-10 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Exercise Library</h1>
          <p className="mt-2 text-brand-50" data-testid="exercise-total">
            {total.data !== undefined ? `${total.data} exercises with instructions, muscles and programming guidance` : "Loading the catalogue..."}
          </p>
          <HeroSearch
            id="exercise-search"
            label="Search exercises"
            placeholder="Search exercises by name or description..."
            value={searchText}
            onChange={setSearchText}
            className="mt-5"
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-labelledby="exercise-filters-title">
          <div className="flex items-center justify-between">
            <h2 id="exercise-filters-title" className="font-semibold text-slate-900 dark:text-white">
              Filters{active > 0 ? ` (${active})` : ""}
            </h2>
            {(active > 0 || state.search) && (
              <button type="button" onClick={clearAll} className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
                Clear all
              </button>
            )}
          </div>
          {panel("side")}
        </aside>

        <section aria-labelledby="exercise-results-title">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="exercise-results-title" className="text-lg font-semibold text-slate-900 dark:text-white" aria-live="polite" data-testid="found-count">
              {list.data ? `${found} exercises found` : "Loading exercises..."}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setDrawerOpen(true)} data-testid="filters-button">
                Filters{active > 0 ? ` (${active})` : ""}
              </Button>
              <SelectField
                id="exercise-sort"
                label="Sort by"
                hideLabel
                value={state.sort}
                options={EXERCISE_SORTS.map((s) => ({ value: s, label: EXERCISE_SORT_LABELS[s] }))}
                onChange={(sort) => update({ sort })}
              />
              <SelectField
                id="exercise-order"
                label="Sort order"
                hideLabel
                value={state.order}
                disabled={state.sort === "recent"}
                options={[
                  { value: "asc", label: state.sort === "popularity" ? "Most first" : "Ascending" },
                  { value: "desc", label: state.sort === "popularity" ? "Least first" : "Descending" },
                ]}
                onChange={(order: SortOrder) => update({ order })}
              />
              <Segmented label="View" options={EXERCISE_VIEWS} value={state.view} labels={VIEW_LABEL} onChange={(view) => update({ view })} />
            </div>
          </div>

          {list.isError ? (
            <ErrorState
              title="Unable to load exercises"
              description="The exercise list could not be loaded. Check your connection and try again."
              action={
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : !list.data ? (
            <ul className={listClass} aria-busy="true" aria-label="Loading exercises">
              {Array.from({ length: EXERCISE_LIBRARY.skeletonsInitial }, (_, i) => (
                <ExerciseCardSkeleton key={i} view={state.view} />
              ))}
            </ul>
          ) : items.length === 0 ? (
            <EmptyState
              title="No exercises found"
              description="Try adjusting your filters or search term to find more exercises."
              action={active > 0 || state.search ? <Button onClick={clearAll}>Clear all</Button> : undefined}
            />
          ) : (
            <>
              <ul className={listClass} data-testid="exercise-list" data-view={state.view} onClickCapture={saveScroll}>
                {items.map((e) => (
                  <ExerciseCard key={e.id} exercise={e} view={state.view} />
                ))}
                {isFetchingNextPage && Array.from({ length: EXERCISE_LIBRARY.skeletonsMore }, (_, i) => <ExerciseCardSkeleton key={`more-${i}`} view={state.view} />)}
              </ul>
              {!hasNextPage && (
                <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300" data-testid="list-end">
                  You&apos;ve reached the end! {items.length} exercises shown.
                </p>
              )}
            </>
          )}
        </section>
      </div>

      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} labelledBy="exercise-drawer-title" className="ml-auto h-full max-w-sm sm:h-full sm:rounded-none" testId="filter-drawer">
        <div className="flex items-center justify-between border-b border-slate-200 p-4 dark:border-slate-800">
          <h2 id="exercise-drawer-title" className="text-lg font-semibold text-slate-900 dark:text-white" tabIndex={-1} data-autofocus>
            Filters{active > 0 ? ` (${active})` : ""}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setDrawerOpen(false)} aria-label="Close filters">
            ✕
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto px-4">{panel("drawer")}</div>
        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
          <Button variant="secondary" onClick={clearAll}>
            Clear all
          </Button>
          <Button onClick={() => setDrawerOpen(false)}>{list.data ? `Show ${found} exercises` : "Show exercises"}</Button>
        </div>
      </Dialog>
    </div>
  );
}
