import type { RequestFn } from './index';

/** The operating systems of docs/product.md#entities, as the platform writes them. */
export type OperatingSystem = 'Android' | 'IOS';

/** GET /appinfo/categories/os: the app categories of each operating system. */
export interface OsCategories {
  os: OperatingSystem;
  categories: { id: string; name: string }[];
}

/** GET /dmp/bundles/all: an app bundle the DMP has users for. */
export interface DmpBundle {
  bundle: string;
  title: string;
  os: OperatingSystem;
  categoryId: string;
  category: string;
  users: number;
}

/** The app catalogue of audience building (docs/product.md#calls: /appinfo/categories/os, /dmp/bundles/all). */
export function appCatalogueCalls(request: RequestFn) {
  return {
    async getAppCategories(os?: OperatingSystem, signal?: AbortSignal): Promise<OsCategories[]> {
      return (await request<OsCategories[]>('/appinfo/categories/os', { query: { os }, signal })).data;
    },
    async getDmpBundles(signal?: AbortSignal): Promise<DmpBundle[]> {
      return (await request<DmpBundle[]>('/dmp/bundles/all', { signal })).data;
    },
  };
}
