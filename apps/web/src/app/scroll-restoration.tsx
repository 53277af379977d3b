import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * What the data router's <ScrollRestoration> did, for the declarative runtime (declarative-routes.tsx): a new page
 * starts at the top (or at its #hash target), Back and Forward return to where that page was left, also after a
 * reload (positions kept in sessionStorage for the tab).
 */

const STORAGE_KEY = 'kisansetu.scroll';
let positions: Record<string, number> = {};
let currentKey = '';

function readSaved(): void {
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or unavailable: positions are kept for this page's life only.
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The position is recorded as the reader scrolls, so it is known before a navigation replaces the page.
    const record = () => {
      positions[currentKey] = window.scrollY;
    };
    const leave = () => {
      save();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
      currentKey = '';
    };
  }, []);

  useLayoutEffect(() => {
    if (currentKey === '') readSaved();
    currentKey = location.key;
    const saved = positions[location.key];
    if (action === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
