import { percentage } from '../../src/engine/schema/formats';
import type { ResourceHooks } from '../context';
import { newObjectId } from '../objectIds';

interface BrandliftAnswer {
  id?: string;
  order: number;
  text: string;
  beforeCount?: number;
  afterCount?: number;
}
export interface BrandliftSlide {
  id?: string;
  order: number;
  type: string;
  question: string;
  cdnFileId?: string;
  storageUrl?: string;
  answers: BrandliftAnswer[];
}

/** By order, then by position (a stable sort keeps ties as sent); renumbered 1..n. */
const ordered = <T extends { order: number }>(items: T[]): T[] =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.order - b.item.order || a.i - b.i)
    .map(({ item }, i) => ({ ...item, order: i + 1 }));

/**
 * Normalises the slides of a survey about to be stored: order is the position (1..n), every slide
 * and answer has an id, and the answer counts (server-owned, stripped from client bodies) come
 * from the stored answer with the same id — so they follow their answer when it moves — or start
 * at 0. On create the counts given are kept: only the seed gives some.
 */
function normaliseSlides(slides: BrandliftSlide[], stored: BrandliftSlide[] | null): BrandliftSlide[] {
  const known = new Map<string, BrandliftAnswer>();
  const knownSlides = new Set<string>();
  for (const slide of stored ?? []) {
    if (slide.id) knownSlides.add(slide.id);
    for (const answer of slide.answers) if (answer.id) known.set(answer.id, answer);
  }
  // On update an id the survey does not have is a new item (ids are the server's to give).
  const idOf = (id: string | undefined, has: (id: string) => boolean) =>
    id && (stored === null || has(id)) ? id : newObjectId();
  return ordered(slides).map((slide) => ({
    ...slide,
    id: idOf(slide.id, (id) => knownSlides.has(id)),
    answers: ordered(slide.answers).map((answer) => {
      const id = idOf(answer.id, (id) => known.has(id));
      const before = stored === null ? answer : known.get(id);
      return { ...answer, id, beforeCount: before?.beforeCount ?? 0, afterCount: before?.afterCount ?? 0 };
    }),
  }));
}

interface SlideStatistics {
  slideId: string;
  order: number;
  question: string;
  beforeTotal: number;
  afterTotal: number;
  answers: {
    answerId: string;
    text: string;
    beforeCount: number;
    afterCount: number;
    beforePercent: number;
    afterPercent: number;
  }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** docs/product.md#entities: per slide totals and before/after percentages (0 when nobody answered: docs/product.md#validation helper). */
function slideStatistics(slides: BrandliftSlide[]): SlideStatistics[] {
  return slides.map((slide) => {
    const beforeTotal = slide.answers.reduce((t, a) => t + (a.beforeCount ?? 0), 0);
    const afterTotal = slide.answers.reduce((t, a) => t + (a.afterCount ?? 0), 0);
    return {
      slideId: slide.id ?? '',
      order: slide.order,
      question: slide.question,
      beforeTotal,
      afterTotal,
      answers: slide.answers.map((a) => ({
        answerId: a.id ?? '',
        text: a.text,
        beforeCount: a.beforeCount ?? 0,
        afterCount: a.afterCount ?? 0,
        beforePercent: round2(percentage(a.beforeCount ?? 0, beforeTotal)),
        afterPercent: round2(percentage(a.afterCount ?? 0, afterTotal)),
      })),
    };
  });
}

export const brandliftHooks: ResourceHooks = {
  beforeStore(ctx, write) {
    const stored =
      write.op === 'update'
        ? ((ctx.store.get('brandlift', write.id)?.data.slides as BrandliftSlide[] | undefined) ?? [])
        : null;
    return {
      ...write.data,
      slides: normaliseSlides((write.data.slides as BrandliftSlide[] | undefined) ?? [], stored),
    };
  },
  decorate(_ctx, record) {
    return { ...record, statistics: slideStatistics((record.slides as BrandliftSlide[] | undefined) ?? []) };
  },
};
