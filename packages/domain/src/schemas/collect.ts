import { z } from 'zod';
import { textSchema } from './common';
import { competitionSchema } from './competitions';
import { moduleForUserSchema } from './learning-modules';
import { questSchema } from './quests';
import { referralBonusSchema } from './referral';

/**
 * `GET /v1/me/collect`: the ways to collect premium points that are open to the user now.
 * `quests`: running weekly challenges not completed yet; `competitions`: running ones not finished.
 */
export const collectSchema = z.object({
  /** Only premium members are paid; the others see what they could collect. */
  isPremium: z.boolean(),
  modules: z.object({
    /** All modules that would pay this user now. */
    count: z.number().int(),
    /** The best-paying of them (at most COLLECT_MODULE_LIMIT), then the newest. */
    results: z.array(moduleForUserSchema),
  }),
  quests: z.array(questSchema),
  competitions: z.array(competitionSchema),
  referral: z.object({ referrerCode: textSchema(), shareUrl: textSchema(), bonus: referralBonusSchema }),
  campaignCodes: z.object({ canRedeem: z.boolean() }),
});
export type Collect = z.infer<typeof collectSchema>;
