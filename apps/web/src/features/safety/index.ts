/** Safety: contact details for signed-in people only, block, report and the chat's safety tips. */
export {
  blockUser,
  fetchBlocked,
  fileReport,
  refreshAfterBlockChange,
  safetyKeys,
  unblockUser,
  useBlockedPeople,
} from './api';
export { BlockedPeople } from './components/blocked-people';
export { LoginToSeeContacts } from './components/contact-placeholder';
export { BlockDialogLoader, ReportDialogLoader } from './components/lazy-dialogs';
export { PersonSafetyActions, ReportListingButton } from './components/person-safety-actions';
export { SafetyTip } from './components/safety-tip';
