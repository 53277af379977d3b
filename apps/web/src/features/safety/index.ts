/**
 * Safety: contact details for signed-in people only, block, report, the chat's safety tips and the "Phone verified"
 * trust mark.
 */
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
export {
  PersonSafetyActions,
  PhoneVerifiedMark,
  ReportListingButton,
} from './components/person-safety-actions';
export { SafetyTip } from './components/safety-tip';
