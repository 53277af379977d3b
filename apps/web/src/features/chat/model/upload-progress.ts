import { create } from 'zustand';

/**
 * How much of each photo or voice note on its way has been sent (0..1), by its message's clientId: what the bubble's
 * progress bar shows. Only for this page; a send that ends (stored or failed) leaves it.
 */
const useProgress = create<Record<string, number>>()(() => ({}));

export function setUploadProgress(clientId: string, fraction: number): void {
  useProgress.setState({ [clientId]: fraction });
}

export function clearUploadProgress(clientId: string): void {
  useProgress.setState((state) => {
    const { [clientId]: _gone, ...rest } = state;
    return rest;
  }, true);
}

/** The share of this send's file that has gone, or undefined while none of it is on its way. */
export function useUploadProgress(clientId: string | undefined): number | undefined {
  return useProgress((state) => (clientId ? state[clientId] : undefined));
}
