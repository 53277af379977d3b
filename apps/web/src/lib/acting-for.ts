import { create } from 'zustand';

/**
 * The farmer a helper (an FPO or village agent) works for in this tab: while set, the calls a helper may make for a
 * farmer name them (`On-Behalf-Of`, lib/on-behalf-of.ts), and My listings, chat and deals are theirs. Kept in
 * sessionStorage, so a reload stays with the farmer and another tab stays the helper's own.
 */
export interface ActingFarmer {
  _id: string;
  fullName: string;
  /** The farmer's address and PIN code, which a listing posted for them starts with. */
  address: string;
  pincode: string | null;
}

/** Where the farmer acted for is kept (features/helpers writes it). */
export const ACTING_FOR_KEY = 'kisansetu.actingFor';

/** What this tab kept, written only by features/helpers; anything unreadable is no farmer. */
function kept(): ActingFarmer | null {
  try {
    return JSON.parse(sessionStorage.getItem(ACTING_FOR_KEY)!) as ActingFarmer | null;
  } catch {
    return null;
  }
}

export const useActingStore = create<{ farmer: ActingFarmer | null }>(() => ({ farmer: kept() }));

/** The farmer acted for, or null. */
export function useActingFor(): ActingFarmer | null {
  return useActingStore((state) => state.farmer);
}

/** The id of the farmer acted for, read when a call is made. */
export function actingFarmerId(): string | undefined {
  return useActingStore.getState().farmer?._id;
}
