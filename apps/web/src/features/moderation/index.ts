/** Moderation: the report queue, decisions, reinstatement, conversation reads from a report, and the audit log. */
export const loadModerationPage = () =>
  import('./pages/moderation-page').then((m) => ({ Component: m.ModerationPage }));
