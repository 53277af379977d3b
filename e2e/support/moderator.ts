/** The moderator support/serve.mjs adds before the server starts (keep the two in step). */
export const MODERATOR = {
  email: process.env.E2E_MODERATOR_EMAIL ?? 'e2e.moderator@gmail.com',
  fullName: 'E2E Moderator',
  password: process.env.E2E_MODERATOR_PASSWORD ?? 'Moderator-e2e-2026!',
} as const;
