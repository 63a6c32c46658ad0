"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
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
  LIBRARY_RESTORE_KEY,
  LIBRARY_SCROLL_KEY,
  LIBRARY_URL_KEY,
  nearPageBottom,
  parseExerciseParams,
  type ExerciseLibraryState,
  type SortOrder,
} from "@/lib/exercises/library";
import { EXERCISE_DETAIL, EXERCISE_LIBRARY } from "@/lib/training/constants";
import { ExerciseCard, ExerciseCardSkeleton } from "../exercise-card";
import { useExerciseList, useExerciseTotal, useLookups } from "../queries";
import { ExerciseFilterPanel } from "./filter-panel";


function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const VIEW_LABEL = { grid: "Grid", list: "List", compact: "Compact" } as const;

/** The exercise library (spec 3 §2.4, §4), its whole state in the address. */
export function ExerciseLibrary() {
  const params = useSearchParams();
  const [state, setState] = useState<ExerciseLibraryState>(() => parseExerciseParams(new URLSearchParams(params.toString())));
  const [searchText, setSearchText] = useState(state.search);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Read once on mount, before anything can overwrite the saved position.
  const restoreRef = useRef<number | null>(null);
  useEffect(() => {
    const store = session();
    if (store?.getItem(LIBRARY_RESTORE_KEY) === "1") {
      store.removeItem(LIBRARY_RESTORE_KEY);
      restoreRef.current = Number(store.getItem(LIBRARY_SCROLL_KEY) ?? 0) || 0;
    }
  }, []);

  const write = (next: ExerciseLibraryState) => {
    setState(next);
    const url = `/exercises${exerciseQueryString(next)}`;
    window.history.replaceState(null, "", url);
    session()?.setItem(LIBRARY_URL_KEY, url);
  };
  const update = (patch: Partial<ExerciseLibraryState>) => write({ ...state, ...patch });

  useEffect(() => {
    session()?.setItem(LIBRARY_URL_KEY, `/exercises${window.location.search}`);
    const onPop = () => {
      const next = parseExerciseParams(new URLSearchParams(window.location.search));
      setState(next);
      setSearchText(next.search);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // The search box updates the list a moment after typing stops.
  useEffect(() => {
    if (searchText.trim() === state.search.trim()) return;
    const timer = window.setTimeout(() => write({ ...state, search: searchText }), 300);
    return () => window.clearTimeout(timer);
  }, [searchText, state]);

  const lookups = useLookups();
  const total = useExerciseTotal();
  const list = useExerciseList(state.search, state.filters, state.sort, state.order, lookups.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const found = pages[0]?.totalItems ?? 0;
  const active = activeFilterCount(state.filters);

  // Infinite scroll: the next 24 when within 500 px of the bottom (also when a page does not fill the screen).
  const checkRef = useRef<() => void>(() => {});
  useEffect(() => {
    checkRef.current = () => {
      if (!hasNextPage || isFetchingNextPage) return;
      if (nearPageBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) void fetchNextPage();
    };
    checkRef.current();
  });
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        checkRef.current();
        // Leaving for a detail page scrolls the new page to the top while this listener
        // still runs; by then the address is no longer the library's, so keep the old value.
        if (restoreRef.current === null && window.location.pathname === "/exercises") {
          session()?.setItem(LIBRARY_SCROLL_KEY, String(Math.round(window.scrollY)));
        }
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  // "Back to Exercises": load pages until the saved position exists, then scroll there after 100 ms.
  useEffect(() => {
    const target = restoreRef.current;
    if (target === null || !list.data) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
    if (!reachable && hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
      return;
    }
    restoreRef.current = null;
    window.setTimeout(() => window.scrollTo(0, target), EXERCISE_DETAIL.scrollRestoreDelayMs);
  }, [list.data, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const clearAll = () => {
    setSearchText("");
    write({ ...state, search: "", filters: EMPTY_EXERCISE_FILTERS });
  };
  const saveScroll = () => session()?.setItem(LIBRARY_SCROLL_KEY, String(Math.round(window.scrollY)));

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
