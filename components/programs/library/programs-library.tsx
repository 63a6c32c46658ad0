"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useAuth } from "@/lib/auth/auth.client";
import { useHydrated } from "@/lib/client/use-hydrated";
import { activeFilterCount, emptyFilters, LIBRARY_SORTS, sortByPopularity, type LibraryFilters, type LibrarySort } from "@/lib/programs/library";
import { useEscapeToClose } from "@/components/layout/use-escape";
import { Button, buttonClass } from "@/components/ui/button";
import { HeroSearch } from "@/components/ui/hero-search";
import { cn } from "@/components/ui/cn";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { SelectField } from "@/components/ui/select-field";
import { GRID_LIST, GRID_LIST_LABELS, Segmented } from "@/components/ui/segmented";
import { usePopularity, useProgramList } from "@/lib/programs/queries.client";
import { FilterPanel } from "./filter-panel";
import { ProgramCard } from "./program-card";

const SEARCH_DELAY_MS = 300;

function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/10 px-4 py-3 text-center">
      <p className="text-2xl font-bold text-white">{value}</p>
      <p className="text-sm text-brand-100">{label}</p>
    </div>
  );
}

export function ProgramsLibrary() {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const userId = hydrated ? (user?.id ?? null) : null;
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<LibraryFilters>(emptyFilters);
  const [sort, setSort] = useState<LibrarySort>("popular");
  const [view, setView] = useState<"grid" | "list">("grid");
  const [panelOpen, setPanelOpen] = useState(false);
  const [draft, setDraft] = useState<LibraryFilters>(emptyFilters);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const sortId = useId();

  useEffect(() => {
    const t = setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [searchText]);

  const list = useProgramList(search, filters, sort, userId);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const popularity = usePopularity(
    items.map((i) => i.id),
    hydrated,
  );
  const counts = useMemo(() => popularity.data ?? [], [popularity.data]);
  const sessionsById = useMemo(() => new Map(counts.map((c) => [c.id, c.sessions])), [counts]);
  const shown = useMemo(() => (sort === "popular" ? sortByPopularity(items, counts) : items), [sort, items, counts]);

  const openPanel = () => {
    setDraft(filters);
    setPanelOpen(true);
    requestAnimationFrame(() => panelHeading.current?.focus());
  };
  const closePanel = () => {
    setPanelOpen(false);
    filtersButton.current?.focus();
  };
  useEscapeToClose(panelOpen, () => setPanelOpen(false), filtersButton);

  const weeks = items.map((i) => i.durationWeeks).filter((w): w is number => typeof w === "number");
  const types = new Set(items.flatMap((i) => i.programType ?? []));
  const sessions = counts.reduce((s, c) => s + c.sessions, 0);
  const active = activeFilterCount(filters);

  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-12 text-white sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl space-y-6">
          <div className="max-w-2xl space-y-2">
            <h1 className="text-3xl font-bold sm:text-4xl">Training Programs</h1>
            <p className="text-brand-100">Multi-week plans with periodization, deloads and balanced weekly volume. Open one to see every week, day and exercise.</p>
          </div>
          <HeroSearch
            id="program-search"
            label="Search programs"
            placeholder="Search programs by name or description"
            value={searchText}
            onChange={setSearchText}
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Library figures">
            <StatTile label="Programs" value={list.data ? String(list.data.totalItems) : "-"} />
            <StatTile label="Program types" value={list.data ? String(types.size) : "-"} />
            <StatTile label="Weeks" value={weeks.length ? (Math.min(...weeks) === Math.max(...weeks) ? String(weeks[0]) : `${Math.min(...weeks)}-${Math.max(...weeks)}`) : "-"} />
            <StatTile label="Sessions trained" value={popularity.data ? String(sessions) : "-"} />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-24 space-y-4">
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-bold text-slate-900 dark:text-white">Filters</h2>
              {active > 0 && (
                <Button size="sm" variant="ghost" onClick={() => setFilters(emptyFilters())}>
                  Clear All
                </Button>
              )}
            </div>
            <FilterPanel filters={filters} onChange={setFilters} />
          </div>
        </aside>

        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700 dark:text-slate-200" aria-live="polite" data-testid="program-count">
              {list.data ? `${list.data.totalItems} ${list.data.totalItems === 1 ? "program" : "programs"} found` : ""}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <button type="button" ref={filtersButton} className={buttonClass("secondary", "md", "lg:hidden")} onClick={openPanel} aria-haspopup="dialog">
                Filters{active > 0 ? ` (${active})` : ""}
              </button>
              <SelectField
                id={sortId}
                label="Sort by"
                value={sort}
                options={LIBRARY_SORTS.map((s) => ({ value: s.id, label: s.label }))}
                onChange={setSort}
              />
              <Segmented label="View" options={GRID_LIST} value={view} labels={GRID_LIST_LABELS} onChange={setView} />
            </div>
          </div>

          {list.isPending ? (
            <LoadingState text="Loading programs..." />
          ) : list.isError ? (
            <ErrorState
              title="Unable to load programs"
              description={`${list.error.message} If this keeps happening, check that the server is running and its database migrations (which create the training programs collection) have been applied.`}
              action={<Button onClick={() => list.refetch()}>Try again</Button>}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title="No programs found"
              description="Try other filters or search words, or build your own program."
              action={
                active > 0 || search ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setFilters(emptyFilters());
                      setSearchText("");
                      setSearch("");
                    }}
                  >
                    Clear search and filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={cn("grid gap-4", view === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1")} aria-label="Programs" data-view={view}>
              {shown.map((p) => (
                <ProgramCard key={p.id} program={p} view={view} own={Boolean(userId && p.user === userId)} sessions={sessionsById.get(p.id)} />
              ))}
            </ul>
          )}
        </div>
      </div>

      {panelOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={closePanel} />
          <div role="dialog" aria-modal="true" aria-labelledby="filters-title" className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-xl dark:bg-slate-900">
            <div className="flex items-center justify-between border-b border-slate-200 p-4 dark:border-slate-800">
              <h2 id="filters-title" ref={panelHeading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none dark:text-white">
                Filters
              </h2>
              <Button size="sm" variant="ghost" onClick={closePanel} aria-label="Close filters">
                ✕
              </Button>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <FilterPanel filters={draft} onChange={setDraft} />
            </div>
            <div className="flex gap-3 border-t border-slate-200 p-4 dark:border-slate-800">
              <Button variant="secondary" className="flex-1" onClick={() => setDraft(emptyFilters())}>
                Clear All
              </Button>
              <Button
                className="flex-1"
                onClick={() => {
                  setFilters(draft);
                  closePanel();
                }}
              >
                Apply Filters
              </Button>
            </div>
          </div>
        </div>
      )}
    </main>
  );
}
