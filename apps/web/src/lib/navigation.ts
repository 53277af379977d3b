import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from './paths';

/** The Back buttons: one step back in this tab's history, or home when the page was opened directly. */
export function useGoBack(fallback: string = paths.home): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}
