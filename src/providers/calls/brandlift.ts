import type { RequestFn } from './index';

/** GET /brandlift-preview/{id}: the survey as a respondent sees it (no counts). */
export interface BrandliftPreview {
  id: string;
  name: string;
  slides: {
    id: string;
    order: number;
    type: 'single' | 'multiple' | 'scale';
    question: string;
    mediaUrl?: string;
    answers: { id: string; order: number; text: string }[];
  }[];
}

/** Brand-lift calls of docs/product.md#calls beyond the generic CRUD of /brandlifts. */
export function brandliftCalls(request: RequestFn) {
  return {
    async getBrandliftPreview(id: string, signal?: AbortSignal): Promise<BrandliftPreview> {
      return (await request<BrandliftPreview>(`/brandlift-preview/${encodeURIComponent(id)}`, { signal })).data;
    },
  };
}
