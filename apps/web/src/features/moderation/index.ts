import { withEnglishTexts } from '@/lib/i18n';
/** Moderation: the report queue, decisions, reinstatement, conversation reads from a report, and the audit log. */
export const loadModerationPage = withEnglishTexts(() =>
  import('./pages/moderation-page').then((m) => ({ Component: m.ModerationPage })),
);
