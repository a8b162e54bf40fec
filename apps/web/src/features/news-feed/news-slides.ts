import { NEWS_CAROUSEL_SLIDES } from '@portal/contract/news-feed-text';

/**
 * The home carousel's slides (spec 1 §2.6, spec 3 §9): the items in order, split into at most
 * `slides` slides as full as possible. 9 items -> 3+3+3; 7 -> 3+3+1; 4 -> 2+2; 1 -> 1; none -> none.
 */
export function splitIntoSlides<T>(items: readonly T[], slides: number = NEWS_CAROUSEL_SLIDES): T[][] {
  if (items.length === 0 || slides < 1) return [];
  const size = Math.ceil(items.length / slides);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
