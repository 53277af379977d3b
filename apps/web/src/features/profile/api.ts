import type { AccountExport, AccountRole, User } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';

export async function updateProfile(role: AccountRole, form: FormData) {
  const path = role === 'seller' ? 'user/update/seller/profile' : 'user/update/customer/profile';
  return apiRequest<{ user: User }>(path, { method: 'PUT', form });
}

/** GET user/me/export: everything held about the signed-in person. */
export async function fetchMyData(): Promise<AccountExport> {
  const { data } = await apiRequest<AccountExport>('user/me/export');
  return data;
}

/**
 * DELETE user/me, confirmed by the password, or by a code sent to the account's verified number (an account made with
 * a phone number has no password): the account is closed at once.
 */
export async function deleteMyAccount(proof: { password: string } | { code: string }): Promise<void> {
  await apiRequest<unknown>('user/me', { method: 'DELETE', json: proof });
}
