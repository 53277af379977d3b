import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@kisansetu/contract';
import { useCurrentUser } from '@/lib/store';
import type { SessionUser } from '@/lib/store';
import { paths } from '@/lib/paths';

/** Who may open a page: anyone logged in, or one role only. */
export type Access = 'logged-in' | Role;

export function isAllowed(user: SessionUser | null, access: Access): boolean {
  if (!user) return false;
  return access === 'logged-in' || user.role === access;
}

/**
 * A route guard. It is checked once, when the page mounts, against the stored role alone, so it never waits for the
 * profile; a failed check goes to '/'. A later logout on the page is handled by the logout itself, which also goes
 * to '/'.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useCurrentUser();
  const [allowed] = useState(() => isAllowed(user, access));
  if (!allowed) return <Navigate to={paths.home} replace />;
  return children;
}
