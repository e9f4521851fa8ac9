import type { QueryValue } from '../httpClient';
import type { RequestFn } from './index';

/** docs/product.md#validation: a partial price update with neither cpm nor rewardType never leaves the browser. */
export class EmptyFieldsError extends Error {
  constructor() {
    super('empty fields');
    this.name = 'EmptyFieldsError';
  }
}

export interface CreativePrice {
  cpm?: number | null;
  rewardType?: string | null;
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Creative calls of docs/product.md#calls beyond CRUD: the quick price update, parent/children links, export. */
export function creativesCalls(request: RequestFn) {
  return {
    /**
     * PATCH /v2/creatives/{id} with only targets.price.cpm and/or targets.rewardType (If-Match
     * when the version is known). Throws EmptyFieldsError, sending nothing, when both are empty.
     */
    async updateCreativePrice(id: string, price: CreativePrice, version?: number): Promise<Record<string, unknown>> {
      if (!filled(price.cpm) && !filled(price.rewardType)) throw new EmptyFieldsError();
      const targets: Record<string, unknown> = {};
      if (filled(price.cpm)) targets.price = { cpm: Number(price.cpm) };
      if (filled(price.rewardType)) targets.rewardType = price.rewardType;
      return (
        await request<Record<string, unknown>>(`/v2/creatives/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: { targets },
          headers: version !== undefined ? { 'If-Match': String(version) } : undefined,
        })
      ).data;
    },

    /**
     * PATCH /v2/creatives/children: {parentId, childrenIds} links children to a parent,
     * {childrenIds} alone unlinks them, {parentsIds} unlinks every child of those parents.
     */
    async setCreativeLinks(body: {
      parentId?: string;
      childrenIds?: string[];
      parentsIds?: string[];
    }): Promise<{ affectedCount: number }> {
      return (await request<{ affectedCount: number }>('/v2/creatives/children', { method: 'PATCH', body })).data;
    },

    /** GET /v2/creatives.xlsx under a list filter. */
    async exportCreativesXlsx(query: Record<string, QueryValue> = {}): Promise<Blob> {
      return (await request<Blob>('/v2/creatives.xlsx', { query, responseType: 'blob' })).data;
    },
  };
}
