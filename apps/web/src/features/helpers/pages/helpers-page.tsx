import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { HelperDeskPage } from './helper-desk-page';
import { MyHelpersPage } from './my-helpers-page';

/** `/helper` (the helper's desk) or `/helpers` (a farmer's helpers): one loader serves both routes. */
export function HelpersPage() {
  return useLocation().pathname === paths.helperDesk ? <HelperDeskPage /> : <MyHelpersPage />;
}
