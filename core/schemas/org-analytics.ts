/**
 * GET /api/organizations/{orgId}/analytics: the figures of an organisation's cards over one of the
 * analytics ranges, in all, by team and by member (decision 032). A lead is a visitor form answer
 * or an assistant conversation holding the visitor's email or phone (core/leads.ts).
 */
import { z } from "zod";

const orgFiguresSchema = z.object({
  cards: z.number(),
  views: z.number(),
  clicks: z.number(),
  saves: z.number(),
  submissions: z.number(),
  leads: z.number(),
});
export type OrgFigures = z.infer<typeof orgFiguresSchema>;

export const orgAnalyticsSchema = z.object({
  organization: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  range: z.string(),
  tz: z.string(),
  /** The local date (YYYY-MM-DD) the range starts on. */
  from: z.string(),
  totals: orgFiguresSchema,
  /** Every team with cards, and the cards of members in no team (teamId null). */
  byTeam: z.array(orgFiguresSchema.extend({ teamId: z.number().nullable(), team: z.string().nullable() })),
  /** Every member owning cards of the organisation, most viewed first. */
  byMember: z.array(
    orgFiguresSchema.extend({
      userId: z.number(),
      username: z.string(),
      fullName: z.string().nullable(),
      teamId: z.number().nullable(),
    }),
  ),
});
export type OrgAnalytics = z.infer<typeof orgAnalyticsSchema>;
