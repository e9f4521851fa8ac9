import { useCallback } from 'react';
import { TextInput, useDataProvider, useRegisterMutationMiddleware } from 'react-admin';
import { requiredMark, READABLE_WIDTH } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { toHttpError } from '../../providers/wireFormat';

/** The writable settings of a group (schema notificationGroup), in form order. */
const SETTINGS = ['name', 'notifyChannels', 'emails', 'ignoredAccountIds'] as const;

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Only what changed; a cleared setting is sent as null (the server removes it). */
function settingsPatch(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of SETTINGS) {
    const a = empty(next[key]) ? null : next[key];
    const b = empty(previous[key]) ? null : previous[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) patch[key] = a;
  }
  return patch;
}

type UpdateParams = { id?: unknown; data?: Record<string, unknown>; previousData?: Record<string, unknown> };
type Mutate = (resource: string, params: UpdateParams) => Promise<unknown>;

/**
 * The group's name input; it also carries the settings form's save: the platform changes a
 * group's settings by PATCH /v2/notifications/{id}/settings (docs/product.md#calls), not by the generic
 * PATCH of the list's endpoint, so the save goes there (If-Match the version the form opened
 * with). Failures are told as for any generated save (useSaveEffects).
 */
export function NotificationGroupNameInput({ source, label }: { source: string; label?: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const middleware = useCallback(
    async (_resource: string, params: UpdateParams, _next: Mutate) => {
      const previous = params.previousData ?? {};
      try {
        const record = await dataProvider.updateNotificationGroupSettings(
          String(params.id),
          settingsPatch(params.data ?? {}, previous),
          typeof previous.version === 'number' ? previous.version : undefined,
        );
        return { data: { ...record, id: record.id } };
      } catch (error) {
        // As the generic update would fail: field errors onto the inputs, the rest to the toast.
        throw toHttpError(error);
      }
    },
    [dataProvider],
  );
  useRegisterMutationMiddleware(middleware);
  return (
    <TextInput source={source} label={label} validate={requiredMark} fullWidth sx={{ maxWidth: READABLE_WIDTH }} />
  );
}
