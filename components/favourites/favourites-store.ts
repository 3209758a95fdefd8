'use client';

import { useSyncExternalStore } from 'react';
import { FAVOURITES_STORAGE_KEY, parseStoredFavourites } from '@/lib/listing/favourites';

// One store for every heart on the page and the other tabs ('storage' events). When storage is
// unavailable (private modes, blocked cookies) favourites still work until the page is left.
const listeners = new Set<() => void>();
let memory: string | null = null;
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(FAVOURITES_STORAGE_KEY);
  } catch {
    return memory;
  }
}

function getSnapshot(): number[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ids: parseStoredFavourites(raw) };
  return cached.ids;
}

/** null on the server and during hydration: the list is not known there. */
function getServerSnapshot(): null {
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveFavourites(ids: readonly number[]) {
  const raw = JSON.stringify(ids);
  memory = raw;
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, raw);
  } catch {
    // Storage full or blocked: the in-memory copy keeps the page consistent.
  }
  for (const listener of listeners) listener();
}

/** The visitor's favourite IDs, or null until the browser's list has been read. */
export function useFavourites(): number[] | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
