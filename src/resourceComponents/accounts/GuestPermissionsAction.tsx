import LockPersonIcon from '@mui/icons-material/LockPerson';
import { useMemo, useState } from 'react';
import {
  Button,
  CheckboxGroupInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ActionDialog, analyseEntity, type FieldDescriptor, schemaSet } from '../../engine';
import type { GuestPermissions } from '../../providers/calls/accounts';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { GuestPrices } from './GuestPrices';

type Part = keyof GuestPermissions;
const PARTS: Part[] = ['commonPermissions', 'columnPermissions'];

/** The permission names of each part with their Russian labels, from accountGuestPermissions.schema.json. */
export function usePermissionChoices(): Record<Part, { id: string; name: string }[]> {
  return useMemo(() => {
    const fields = analyseEntity(schemaSet, 'accountGuestPermissions');
    const part = (name: Part) => {
      const field = fields.find((f) => f.name === name) as FieldDescriptor & { fields: FieldDescriptor[] };
      return field.fields.map((f) => ({ id: f.name, name: f.label }));
    };
    return { commonPermissions: part('commonPermissions'), columnPermissions: part('columnPermissions') };
  }, []);
}

function partTitle(part: Part): string {
  const schema = schemaSet.resolve(schemaSet.get('accountGuestPermissions').properties![part]);
  return String(schema.title);
}

const enabled = (map: unknown): string[] =>
  Object.entries((map ?? {}) as Record<string, boolean>)
    .filter(([, on]) => on === true)
    .map(([name]) => name);

/**
 * Guest permissions of an account, set from the agency side (docs/product.md#entities, #permissions): checkboxes of the
 * docs/product.md#permissions permission names and of the statistics columns, saved as full maps (PATCH), so an
 * unchecked box is sent as false. PATCH merges key by key, where the legacy PUT /agency/account/{id}/guest/permissions
 * replaces the maps: a permission the platform knows and this console does not yet stays as it was. Below the
 * boxes, the prices the guests see.
 */
export function GuestPermissionsButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const choices = usePermissionChoices();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? record.id);
  const current = (record.guestPermissions ?? {}) as Partial<GuestPermissions>;

  const submit = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(
      PARTS.map((part) => {
        const on = new Set((values[part] as string[] | undefined) ?? []);
        return [part, Object.fromEntries(choices[part].map((c) => [c.id, on.has(c.id)]))];
      }),
    ) as unknown as GuestPermissions;
    await dataProvider.updateGuestPermissions(String(record.id), body);
    notify('kabinet.accounts.guest.saved', { type: 'success', messageArgs: { name } });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.accounts.guest.button" onClick={() => setOpen(true)}>
        <LockPersonIcon />
      </Button>
      {open && (
        <ActionDialog
          title={translate('kabinet.accounts.guest.title', { name })}
          submitLabel={translate('kabinet.accounts.guest.submit')}
          failure="kabinet.accounts.guest.failed"
          record={{
            commonPermissions: enabled(current.commonPermissions),
            columnPermissions: enabled(current.columnPermissions),
          }}
          hint={translate('kabinet.accounts.guest.hint')}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        >
          {PARTS.map((part) => (
            <CheckboxGroupInput
              key={part}
              source={part}
              label={partTitle(part)}
              choices={choices[part]}
              row
              sx={{ '& .MuiFormControlLabel-root': { width: { xs: '100%', sm: '48%' }, mr: 0 } }}
            />
          ))}
          <GuestPrices accountId={String(record.id)} />
        </ActionDialog>
      )}
    </>
  );
}
