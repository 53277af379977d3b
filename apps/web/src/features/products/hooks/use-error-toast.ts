import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';

/**
 * Shows one toast when a query fails: `failed` when the server answered with an error, `network` when it could not
 * be reached (the spec's pairs, e.g. 'Failed to get products !' / 'Something went wrong !').
 */
export function useErrorToast(error: unknown, failed: string, network: string): void {
  useEffect(() => {
    if (!error) return;
    toast.error(isApiError(error) && error.isNetwork ? network : failed);
  }, [error, failed, network]);
}
