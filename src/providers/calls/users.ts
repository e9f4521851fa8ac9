import type { RequestFn } from './index';

/** GET /v2/users/roles */
export interface UserRole {
  id: string;
  name: string;
}

/** GET /v2/cabinets: a cabinet a user can be given access to. */
export interface CabinetOption {
  id: string;
  name: string;
  cabinetType: string;
  parentId: string | null;
}

/** A user record as the binding and blocking calls answer it (the full user, as GET /v2/users/{id}). */
export interface UserRecord {
  id: string;
  login: string;
  blocked?: boolean;
  version?: number;
  cabinets?: { id: string; name: string; cabinetType: string }[];
  [field: string]: unknown;
}

export type PermissionMap = Record<string, boolean>;

/** Which map the authorization screen edits: one cabinet's, or the defaults of a cabinet type. */
/**
 * Whose map the authorization screen saves (docs/product.md#permissions): a cabinet's (with
 * accessType `guest`, an account cabinet's guests'), a cabinet type's defaults, or a role's.
 */
export type PermissionTarget =
  { cabinetId: string; accessType?: 'guest' } | { cabinetType: string; applyToCabinets?: boolean } | { role: string };

/** Users and authorization calls of docs/product.md#calls "Auth/users" beyond CRUD (and beyond the shell's sign-in). */
export function usersCalls(request: RequestFn) {
  return {
    /**
     * Role choices of the user form. Not a fatal read: when it fails, the form keeps the schema's
     * own list of roles, which the server validates against anyway.
     */
    async getUserRoles(signal?: AbortSignal): Promise<UserRole[]> {
      const { data } = await request<UserRole[]>('/v2/users/roles', { signal });
      return Array.isArray(data) ? data : [];
    },

    /** Cabinets a user can be bound to; `search` matches the name, `type` narrows by cabinet type. */
    async getCabinets(query: { search?: string; type?: string } = {}, signal?: AbortSignal): Promise<CabinetOption[]> {
      const { data } = await request<CabinetOption[]>('/v2/cabinets', { query, signal });
      return Array.isArray(data) ? data : [];
    },

    /** POST /v2/users/{id}/cabinets: 400 errors["/cabinetId"] when none is chosen or it is already bound. */
    async bindUserCabinet(userId: string, cabinetId: string): Promise<UserRecord> {
      const { data } = await request<UserRecord>(`/v2/users/${encodeURIComponent(userId)}/cabinets`, {
        method: 'POST',
        body: { cabinetId },
      });
      return data;
    },

    async unbindUserCabinet(userId: string, cabinetId: string): Promise<UserRecord> {
      const path = `/v2/users/${encodeURIComponent(userId)}/cabinets/${encodeURIComponent(cabinetId)}`;
      const { data } = await request<UserRecord>(path, { method: 'DELETE' });
      return data;
    },

    /** PUT /v2/users/{id}/block {blocked}: a blocked user cannot sign in (docs/product.md#states). */
    async setUserBlocked(userId: string, blocked: boolean): Promise<UserRecord> {
      const { data } = await request<UserRecord>(`/v2/users/${encodeURIComponent(userId)}/block`, {
        method: 'PUT',
        body: { blocked },
      });
      return data;
    },

    /** GET /v2/users/permissions?role&cabinetId&cabinetType&accessType: every docs/product.md#permissions name, true or false. */
    async getPermissions(
      query: { role?: string; cabinetId?: string; cabinetType?: string; accessType?: string },
      signal?: AbortSignal,
    ): Promise<PermissionMap> {
      // The authorization screen's content: a failed read is fatal (docs/product.md#errors).
      const { data } = await request<PermissionMap>('/v2/users/permissions', { query, signal, fatal: true });
      return data ?? {};
    },

    /** PUT /v2/users/permissions: replaces a cabinet's (or its guests') map, a type's defaults or a role's; answers the saved map. */
    async savePermissions(target: PermissionTarget, permissions: PermissionMap): Promise<PermissionMap> {
      const { data } = await request<PermissionMap>('/v2/users/permissions', {
        method: 'PUT',
        body: { ...target, permissions },
      });
      return data;
    },
  };
}
