import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AccessHolder } from '../engine/schema/access';
import { getToken } from '../providers/storage';
import { canOpen, type RouteRule } from './navigation';
import { NOT_FOUND_PATH } from './shellState';

export interface RouteGuardProps {
  rules: readonly RouteRule[];
  /** The cabinet's permission map and type. */
  holder: AccessHolder;
  basename: string;
  children: ReactNode;
}

/**
 * docs/product.md#permissions: a screen opens only when the cabinet holds its route's permissions (every one
 * listed, or any one where the schema says anyOf: src/engine/schema/access.ts) and is of an allowed type, otherwise the user
 * lands on the not-found page. It runs before the screen mounts, so a forbidden list never even
 * asks the API (whose 403 would end the session). Without a stored token it lets navigation
 * through; the API's 401 then sends the user to sign-in.
 */
export function RouteGuard({ rules, holder, basename, children }: RouteGuardProps) {
  const { pathname } = useLocation();
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  if (getToken() && !canOpen(rules, relative, holder)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <>{children}</>;
}
