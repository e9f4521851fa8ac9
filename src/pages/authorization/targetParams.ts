/**
 * The URL parameters that name the map the authorization screen shows (?cabinetType=…&cabinetId=…
 * &accessType=guest, or ?role=…), so a reload or a shared link shows the same map.
 */
export const TYPE_PARAM = 'cabinetType';
export const CABINET_PARAM = 'cabinetId';
export const ROLE_PARAM = 'role';
export const ACCESS_PARAM = 'accessType';
