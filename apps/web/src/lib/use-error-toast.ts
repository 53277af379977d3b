import { useEffect } from 'react';
import { isApiError } from './api-client';
import { toast } from './toast';

/**
 * Shared by every feature. Shows one toast when a query fails: `failed` when the server answered with an error, `network` when it could not
 * be reached (the contract's toast pairs, e.g. 'Failed to get products !' / 'Something went wrong !').
 */
export function useErrorToast(error: unknown, failed: string, network: string): void {
  useEffect(() => {
    if (!error) return;
    toast.error(isApiError(error) && error.isNetwork ? network : failed);
  }, [error, failed, network]);
}
