import { z } from 'zod';

/** Who helped: on a listing a helper posted, "Listed with help from {fullName}, {organisation}". */
export const helpedBySchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  organisation: z.string(),
});
export type HelpedBy = z.infer<typeof helpedBySchema>;

/** Who sent a message for the farmer: "via {fullName}". */
export const sentBySchema = z.object({ _id: z.string(), fullName: z.string() });
export type SentBy = z.infer<typeof sentBySchema>;
