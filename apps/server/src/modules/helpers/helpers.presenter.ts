import type { HelpedFarmer, HelperFarmerRow } from '@kisansetu/contract';
import { locationOf } from '../products';
import type { FarmerDeskRow } from './helpers.repository';

/** The columns of a farmer account their helper may see: never the Aadhaar number, email or anything else. */
type FarmerColumns = Omit<FarmerDeskRow, 'linkedAt' | 'listings' | 'unread' | 'openDeals'>;

/** A farmer as their helper sees them. */
export function toHelpedFarmer(row: FarmerColumns): HelpedFarmer {
  return {
    _id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    location: locationOf(row),
  };
}

/** One row of the helper's desk. */
export function toHelperFarmerRow(row: FarmerDeskRow): HelperFarmerRow {
  return {
    farmer: toHelpedFarmer(row),
    listings: row.listings ?? 0,
    unread: row.unread ?? 0,
    openDeals: row.openDeals ?? 0,
    linkedAt: row.linkedAt.toISOString(),
  };
}
