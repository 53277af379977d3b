import type { AccountExport, AccountRole } from '@kisansetu/contract';
import { call } from '@/lib/api-client';

export async function updateProfile(role: AccountRole, form: FormData) {
  return role === 'seller'
    ? call('PUT /user/update/seller/profile', { form })
    : call('PUT /user/update/customer/profile', { form });
}

/** GET user/me/export: everything held about the signed-in person. */
export async function fetchMyData(): Promise<AccountExport> {
  const { data } = await call('GET /user/me/export');
  return data;
}

/**
 * DELETE user/me, confirmed by the password, or by a code sent to the account's verified number (an account made with
 * a phone number has no password): the account is closed at once.
 */
export async function deleteMyAccount(proof: { password: string } | { code: string }): Promise<void> {
  await call('DELETE /user/me', { json: proof });
}
