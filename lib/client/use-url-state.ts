import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** How long the search box waits after the last key before it changes the list. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UrlStateOptions<S extends { search: string }> {
  /** The page's path, e.g. "/exercises"; the query string is appended to it. */
  path: string;
  parse: (params: URLSearchParams) => S;
  queryString: (state: S) => string;
  /** Called with the new address after every write (the exercise library remembers it for "Back"). */
  onWrite?: (url: string) => void;
}

/** Puts the state in the address bar without a navigation. */
function mirror<S extends { search: string }>({ path, queryString, onWrite }: UrlStateOptions<S>, next: S) {
  const url = `${path}${queryString(next)}`;
  window.history.replaceState(null, "", url);
  onWrite?.(url);
}

/**
 * A library page's state kept in its address. The screen owns the state (a
 * checkbox must tick at once); the URL mirrors it through
 * history.replaceState, which Next keeps in step with its router, so a
 * filtered view can be shared and survives a reload. Back and forward restore
 * the state their URL describes, and the search box (its own text, so typing
 * stays instant) is written a moment after typing stops.
 */
export function useUrlState<S extends { search: string }>({ path, parse, queryString, onWrite }: UrlStateOptions<S>) {
  const params = useSearchParams();
  const [state, setState] = useState<S>(() => parse(new URLSearchParams(params.toString())));
  const [searchText, setSearchText] = useState(state.search);
  // The latest options, so the effects below need not re-subscribe when a caller passes new closures.
  const options = useRef({ path, parse, queryString, onWrite });
  options.current = { path, parse, queryString, onWrite };

  const write = (next: S) => {
    setState(next);
    mirror(options.current, next);
  };
  const update = (patch: Partial<S>) => write({ ...state, ...patch });

  useEffect(() => {
    const onPop = () => {
      const next = options.current.parse(new URLSearchParams(window.location.search));
      setState(next);
      setSearchText(next.search);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    if (searchText.trim() === state.search.trim()) return;
    const timer = window.setTimeout(() => {
      const next = { ...state, search: searchText };
      setState(next);
      mirror(options.current, next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, state]);

  return { state, write, update, searchText, setSearchText };
}
