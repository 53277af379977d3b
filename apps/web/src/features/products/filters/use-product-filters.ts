import { useEffect, useSyncExternalStore } from 'react';
import type * as FilterParams from './filter-params';
import type { ProductFilterChoice } from './filter-url';
import { hasFilterParams } from './filter-url';

type Parser = typeof FilterParams;

let parser: Parser | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the parser (and zod with it) once; a failure (offline, not cached) lets the next render try again. */
export function loadFilterParser(): Promise<void> {
  loading ??= import('./filter-params').then(
    (module) => {
      parser = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => parser;
const NONE: ProductFilterChoice = {};

/**
 * The filters the page's URL names. A URL without filters is read at once; one with filters waits for the parser (the
 * contract's zod fields), which only such a page loads, so /product without filters stays as light as it was:
 * undefined meanwhile, and the page holds its request until the filters are known.
 */
export function useProductFilters(params: URLSearchParams): ProductFilterChoice | undefined {
  const wanted = hasFilterParams(params);
  const loaded = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (wanted && !loaded) void loadFilterParser();
  }, [wanted, loaded]);
  if (!wanted) return NONE;
  return loaded?.productFiltersFrom(params);
}
