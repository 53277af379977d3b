import type { AccountRole, User } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';

export async function updateProfile(role: AccountRole, form: FormData) {
  const path = role === 'seller' ? 'user/update/seller/profile' : 'user/update/customer/profile';
  return apiRequest<{ user: User }>(path, { method: 'PUT', form });
}
