import type { BrandliftSlide } from '../hooks/brandlift';
import type { SeedModule } from './index';
import type { Random } from './random';

/** At most this many surveys: one per brand-lift campaign, in seed order. */
export const BRANDLIFT_SURVEYS = 6;
/** Share of a campaign's impressions that answered the survey: the control group and the exposed one. */
export const RESPONSE_RATE = { before: 0.0008, after: 0.0012 } as const;

const COMPETITORS = ['Орбита', 'Меридиан', 'Прайм'];

/** The slides of a brand's survey, without counts or ids. */
function slidesOf(brand: string): Omit<BrandliftSlide, 'order'>[] {
  return [
    {
      type: 'multiple',
      question: 'Какие из этих брендов вы знаете?',
      answers: [brand, ...COMPETITORS].map((text, i) => ({ order: i + 1, text })),
    },
    {
      type: 'single',
      question: `Видели ли вы рекламу «${brand}» за последний месяц?`,
      answers: ['Да', 'Нет', 'Не помню'].map((text, i) => ({ order: i + 1, text })),
    },
    {
      type: 'scale',
      question: `Насколько вероятно, что вы выберете «${brand}»?`,
      answers: ['1 — точно нет', '2', '3', '4', '5 — точно да'].map((text, i) => ({ order: i + 1, text })),
    },
  ];
}

/** `total` answers split over the answers by random weights; answer `favoured` (the brand's) gets `lift` times more. */
function split(rng: Random, total: number, n: number, favoured: number, lift: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => rng.int(10, 40) * (i === favoured ? lift : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  counts[n - 1] += total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/**
 * Surveys of the campaigns seeded with isBrandLift, owned by the campaign's cabinet. Counts are
 * consistent with the campaign: each slide's respondents are RESPONSE_RATE of its impressions
 * (none for a campaign that has not shown yet), and the exposed group names the brand more often.
 */
export const brandliftsSeed: SeedModule = {
  resource: 'brandlift',
  run(s) {
    const { ctx, rng, create, records, tick } = s;
    const campaigns = records('campaign')
      .filter((c) => c.data.isBrandLift === true)
      .slice(0, BRANDLIFT_SURVEYS);
    for (const campaign of campaigns) {
      tick();
      const owner = campaign.cabinetId ? ctx.cabinets.get(campaign.cabinetId) : null;
      if (!owner) continue;
      const brand = String(campaign.data.name).split(' — ').pop()!;
      const impressions = (campaign.data.statistics as { impressions?: number } | undefined)?.impressions ?? 0;
      const before = Math.floor(impressions * RESPONSE_RATE.before);
      const after = Math.floor(impressions * RESPONSE_RATE.after);
      const slides: BrandliftSlide[] = slidesOf(brand).map((slide, i) => {
        // The brand, «Да», the top of the scale.
        const favoured = slide.type === 'scale' ? slide.answers.length - 1 : 0;
        const b = split(rng, before, slide.answers.length, favoured, 1);
        const a = split(rng, after, slide.answers.length, favoured, 1.8);
        return {
          ...slide,
          id: rng.objectId(),
          order: i + 1,
          answers: slide.answers.map((answer, j) => ({
            ...answer,
            id: rng.objectId(),
            beforeCount: b[j],
            afterCount: a[j],
          })),
        };
      });
      create(
        'brandlift',
        { name: `Brand Lift: ${String(campaign.data.name)}`, campaignId: campaign.id, slides },
        owner,
        { serverOwned: { slides } },
      );
    }
  },
};
