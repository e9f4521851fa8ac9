import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ACCESS_PARAM, CABINET_PARAM, ROLE_PARAM, TYPE_PARAM } from './targetParams';
import { TARGET_TEXTS as T } from './targetMessages';

/** The users' roles; the screen works without them (a role is then named by its code). */
export function useUserRoles() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  return useQuery({
    queryKey: ['kabinet', 'v2/users/roles'],
    queryFn: ({ signal }) => dataProvider.getUserRoles(signal),
    retry: false,
  });
}

/**
 * The authorization screen's pickers of whose map it shows beyond a cabinet type or a cabinet:
 * an account cabinet's users or its guests, and a role (which replaces the cabinet choice). A
 * choice goes to the URL through `go`, which asks first when there are unsaved changes.
 */
export function RoleAccessPicker({
  type,
  cabinetId,
  role,
  guests,
  go,
}: {
  type: string;
  cabinetId: string | null;
  role: string | null;
  guests: boolean;
  go: (next: URLSearchParams) => void;
}) {
  const roles = useUserRoles();
  const chooseRole = (r: string) => go(new URLSearchParams(r ? { [ROLE_PARAM]: r } : { [TYPE_PARAM]: type }));
  const chooseAccess = (a: string) =>
    go(
      new URLSearchParams({
        [TYPE_PARAM]: type,
        [CABINET_PARAM]: cabinetId ?? '',
        ...(a === 'guest' ? { [ACCESS_PARAM]: 'guest' } : {}),
      }),
    );

  return (
    <>
      {cabinetId && type === 'account' && (
        <TextField
          select
          label={T.accessType}
          value={guests ? 'guest' : 'cabinet'}
          onChange={(e) => chooseAccess(e.target.value)}
          sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
          size="small"
        >
          <MenuItem value="cabinet">{T.accessCabinet}</MenuItem>
          <MenuItem value="guest">{T.accessGuest}</MenuItem>
        </TextField>
      )}
      <TextField
        select
        label={T.role}
        value={role ?? ''}
        onChange={(e) => chooseRole(e.target.value)}
        sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
        size="small"
      >
        <MenuItem value="">{T.noRole}</MenuItem>
        {(roles.data ?? (role ? [{ id: role, name: role }] : [])).map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
