import type { Role, User } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';

export async function updateProfile(role: Role, form: FormData) {
  const path = role === 'seller' ? 'user/update/seller/profile' : 'user/update/customer/profile';
  return apiRequest<{ user: User }>(path, { method: 'PUT', form });
}
