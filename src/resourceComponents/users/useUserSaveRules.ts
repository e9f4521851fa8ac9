import { useCallback } from 'react';
import { HttpError, useRegisterMutationMiddleware, useTranslate } from 'react-admin';
import { REQUIRED_MESSAGE } from '../../engine';

type Mutate = (resource: string, params: { data?: Record<string, unknown> }) => Promise<unknown>;

/**
 * The password is required on create only: JSON Schema cannot tell create from edit (see the
 * schema's description), so a create without one stops here with the field's error, as the
 * server would answer. A react-admin save middleware of the form it is rendered in.
 */
export function useUserSaveRules(mode: 'create' | 'edit'): void {
  const translate = useTranslate();
  const middleware = useCallback(
    async (resource: string, params: { data?: Record<string, unknown> }, next: Mutate) => {
      if (mode === 'create' && !params.data?.password) {
        throw new HttpError(translate('ra.message.invalid_form'), 400, { errors: { password: REQUIRED_MESSAGE } });
      }
      return next(resource, params);
    },
    [mode, translate],
  );
  useRegisterMutationMiddleware(middleware);
}
