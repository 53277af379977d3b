import type { QueryClient } from '@tanstack/react-query';
import { ACTING_FOR_KEY, useActingStore, type ActingFarmer } from '@/lib/acting-for';
import type { HelpedFarmer } from '@kisansetu/contract';

/** What acting mode keeps of a farmer from the desk: who, and where their listings start. */
export function actingFarmerOf(farmer: HelpedFarmer): ActingFarmer {
  return {
    _id: farmer._id,
    fullName: farmer.fullName,
    address: farmer.address,
    pincode: farmer.location?.pincode ?? null,
  };
}

/**
 * Starts acting for a farmer (or ends it with null). Every cached answer is dropped and the shown ones fetched again,
 * since listings, chats and deals fetched for one person must never show as another's.
 */
export function switchActing(queryClient: QueryClient, farmer: ActingFarmer | null): void {
  try {
    if (farmer) sessionStorage.setItem(ACTING_FOR_KEY, JSON.stringify(farmer));
    else sessionStorage.removeItem(ACTING_FOR_KEY);
  } catch {
    // Storage refused: acting lasts until the page is reloaded.
  }
  useActingStore.setState({ farmer });
  queryClient.getMutationCache().clear();
  void queryClient.resetQueries();
}
