import { useQuery, useQueryClient } from '@tanstack/react-query';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  FormControlLabel,
  FormHelperText,
  Grid,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useContext, useState } from 'react';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CABINET_TYPES, failureText, fieldError, type Permission } from '../../engine';
import { CabinetContext } from '../../layout/cabinetContext';
import type { CabinetOption, PermissionMap, PermissionTarget } from '../../providers/calls/users';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { permissionGroups } from './permissionGroups';
import { RoleAccessPicker, useUserRoles } from './RoleAccessPicker';
import { TARGET_TEXTS as T } from './targetMessages';
import { ACCESS_PARAM, CABINET_PARAM, ROLE_PARAM, TYPE_PARAM } from './targetParams';

const GROUPS = permissionGroups();
const ALL = GROUPS.flatMap((g) => g.permissions);
const DEFAULT_TYPE = 'agency';

const sameMap = (a: PermissionMap | undefined, b: PermissionMap | undefined) => ALL.every((p) => !!a?.[p] === !!b?.[p]);

/**
 * The authorization screen (docs/product.md#routes system/auth, permission managePermissions): the docs/product.md#permissions
 * permission map of a cabinet type's defaults, of one cabinet (of an account's cabinet, also
 * its guests': accessType guest) or of a role (the most its users may do anywhere), as
 * switches, saved with PUT /v2/users/permissions. The choice lives in the URL
 * (?cabinetType=…&cabinetId=…&accessType=guest, or ?role=…), so a reload or a shared link shows
 * the same map. Leaving unsaved changes asks first.
 */
function AuthorizationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const queryClient = useQueryClient();
  const currentCabinetId = useContext(CabinetContext)?.cabinetId ?? null;
  const [params, setParams] = useSearchParams();

  const requestedType = params.get(TYPE_PARAM);
  const type =
    requestedType && (CABINET_TYPES as readonly string[]).includes(requestedType) ? requestedType : DEFAULT_TYPE;
  const role = params.get(ROLE_PARAM) || null;
  const cabinetId = role ? null : params.get(CABINET_PARAM) || null;
  // Guests are an account's: its cabinet's other map.
  const guests = !!cabinetId && type === 'account' && params.get(ACCESS_PARAM) === 'guest';
  const asked = role
    ? { role }
    : cabinetId
      ? { cabinetId, ...(guests ? { accessType: 'guest' as const } : {}) }
      : { cabinetType: type };
  const targetKey = role
    ? `role:${role}`
    : cabinetId
      ? `cabinet:${cabinetId}:${guests ? 'guest' : ''}`
      : `type:${type}`;
  const typeLabel = (t: string) => translate(`kabinet.cabinets.types.${t}`, { _: t });

  const roles = useUserRoles();
  const roleName = (r: string) => roles.data?.find((x) => x.id === r)?.name ?? r;

  const cabinets = useQuery({
    queryKey: ['kabinet', 'v2/cabinets', { type }],
    queryFn: ({ signal }) => dataProvider.getCabinets({ type }, signal),
    retry: false,
  });
  const cabinet = cabinetId ? (cabinets.data?.find((c) => c.id === cabinetId) ?? null) : null;

  const queryKey = ['kabinet', 'permissions', asked];
  const loaded = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getPermissions(asked, signal),
  });

  // Edits of the map shown; kept per target, so another target starts from its saved map.
  const [draft, setDraft] = useState<{ key: string; map: PermissionMap; apply: boolean } | null>(null);
  const mine = draft?.key === targetKey ? draft : null;
  const shown = mine?.map ?? loaded.data;
  const apply = mine?.apply ?? false;
  const dirty = !!mine && (!sameMap(mine.map, loaded.data) || mine.apply);
  const [errors, setErrors] = useState<{ key: string; byName: Record<string, string> } | null>(null);
  const errorOf = (p: Permission) => (errors?.key === targetKey ? errors.byName[p] : undefined);
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState<URLSearchParams | null>(null);

  const edit = (change: Partial<{ map: PermissionMap; apply: boolean }>) =>
    setDraft({ key: targetKey, map: change.map ?? shown ?? {}, apply: change.apply ?? apply });

  const go = (next: URLSearchParams) => {
    if (dirty) setLeaving(next);
    else {
      setDraft(null);
      setParams(next);
    }
  };
  const chooseType = (t: string) => go(new URLSearchParams({ [TYPE_PARAM]: t }));
  const chooseCabinet = (c: CabinetOption | null) =>
    go(new URLSearchParams(c ? { [TYPE_PARAM]: type, [CABINET_PARAM]: c.id } : { [TYPE_PARAM]: type }));

  const fillDefaults = async () => {
    try {
      const defaults = await queryClient.fetchQuery({
        queryKey: ['kabinet', 'permissions', { cabinetType: type }],
        queryFn: ({ signal }) => dataProvider.getPermissions({ cabinetType: type }, signal),
      });
      edit({ map: defaults });
    } catch {
      notify('kabinet.authorization.defaultsFailed', { type: 'error' });
    }
  };

  const save = async () => {
    if (!shown) return;
    setSaving(true);
    setErrors(null);
    const target: PermissionTarget = role
      ? { role }
      : cabinetId
        ? { cabinetId, ...(guests ? { accessType: 'guest' as const } : {}) }
        : { cabinetType: type, applyToCabinets: apply };
    try {
      const saved = await dataProvider.savePermissions(
        target,
        Object.fromEntries(ALL.map((p) => [p, shown[p] === true])),
      );
      // Other maps may have changed with this one (a type applied to its cabinets): read them again.
      await queryClient.invalidateQueries({ queryKey: ['kabinet', 'permissions'] });
      queryClient.setQueryData(queryKey, saved);
      setDraft(null);
      if (role || guests) notify('kabinet.authorization.saved', { type: 'success' });
      else if (cabinetId)
        notify('kabinet.authorization.savedCabinet', {
          type: 'success',
          messageArgs: { name: cabinet?.name ?? cabinetId },
        });
      else
        notify(apply ? 'kabinet.authorization.savedApplied' : 'kabinet.authorization.savedType', {
          type: 'success',
          messageArgs: { type: typeLabel(type) },
        });
    } catch (error) {
      const byName = Object.fromEntries(
        ALL.map((p) => [p, fieldError(error, `permissions/${p}`)]).filter(([, m]) => m),
      ) as Record<string, string>;
      if (Object.keys(byName).length) setErrors({ key: targetKey, byName });
      notify(failureText(error, translate('kabinet.authorization.saveFailed')), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  // The permission's API name is a code, not a word to translate: marked so for translators and the language check.
  const hintOf = (p: Permission) => {
    const hint = translate(`kabinet.authorization.hints.${p}`, { _: '' });
    return (
      <>
        {hint && `${hint} · `}
        <span translate="no">{p}</span>
      </>
    );
  };
  const enabled = shown ? ALL.filter((p) => shown[p] === true).length : 0;
  const lockedHere = cabinetId !== null && !guests && cabinetId === currentCabinetId;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title="kabinet.authorization.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('kabinet.authorization.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('kabinet.authorization.subtitle')}
      </Typography>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              select
              label={translate('kabinet.authorization.cabinetType')}
              value={type}
              onChange={(e) => chooseType(e.target.value)}
              sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}
              size="small"
            >
              {CABINET_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {typeLabel(t)}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              sx={{ flex: 1, minWidth: 280 }}
              size="small"
              options={cabinets.data ?? []}
              value={cabinet}
              onChange={(_e, c) => chooseCabinet(c)}
              loading={cabinets.isFetching}
              getOptionLabel={(c) => c.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={translate(
                cabinets.isError ? 'kabinet.authorization.cabinetsFailed' : 'kabinet.authorization.cabinetsEmpty',
              )}
              loadingText={translate('kabinet.authorization.cabinetsLoading')}
              renderInput={(p) => (
                <TextField
                  {...p}
                  label={translate('kabinet.authorization.cabinet')}
                  helperText={translate('kabinet.authorization.cabinetHint')}
                />
              )}
            />
            <RoleAccessPicker type={type} cabinetId={cabinetId} role={role} guests={guests} go={go} />
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Box>
              <Typography variant="h6" component="h2">
                {role
                  ? T.targetRole(roleName(role))
                  : guests
                    ? T.targetGuests(cabinet?.name ?? '…')
                    : cabinetId
                      ? translate('kabinet.authorization.targetCabinet', { name: cabinet?.name ?? '…' })
                      : translate('kabinet.authorization.targetType', { type: typeLabel(type) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {role
                  ? T.targetRoleHint
                  : guests
                    ? T.targetGuestsHint
                    : translate(
                        cabinetId ? 'kabinet.authorization.targetCabinetHint' : 'kabinet.authorization.targetTypeHint',
                      )}
              </Typography>
            </Box>
            {shown && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {translate('kabinet.authorization.enabledCount', { count: enabled, total: ALL.length })}
              </Typography>
            )}
          </Stack>
          <Divider sx={{ my: 2 }} />

          {loaded.isError && <Alert severity="error">{translate('kabinet.authorization.loadFailed')}</Alert>}
          {!shown && !loaded.isError && <Skeleton variant="rounded" height={320} />}
          {shown && (
            <Grid container spacing={3}>
              {GROUPS.map(({ group, permissions }) => {
                const heading = translate(group ? `kabinet.menu.groups.${group}` : 'kabinet.authorization.other');
                return (
                  <Grid key={group ?? 'other'} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Typography
                      variant="subtitle2"
                      component="h3"
                      color="text.secondary"
                      sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.4 }}
                    >
                      {heading}
                    </Typography>
                    <Stack role="group" aria-label={heading}>
                      {permissions.map((p) => {
                        const locked = lockedHere && p === 'managePermissions' && shown[p] === true;
                        const error = errorOf(p);
                        return (
                          <Box key={p} sx={{ mb: 0.5 }}>
                            <FormControlLabel
                              control={
                                <Switch
                                  checked={shown[p] === true}
                                  disabled={saving || locked}
                                  onChange={(e) => edit({ map: { ...shown, [p]: e.target.checked } })}
                                  slotProps={{ input: { 'aria-describedby': `perm-hint-${p}` } }}
                                />
                              }
                              label={translate(`kabinet.authorization.permissions.${p}`, { _: p })}
                            />
                            <FormHelperText id={`perm-hint-${p}`} error={!!error} sx={{ mt: -0.5, ml: 6 }}>
                              {error ?? (locked ? translate('kabinet.authorization.currentCabinetLock') : hintOf(p))}
                            </FormHelperText>
                          </Box>
                        );
                      })}
                    </Stack>
                  </Grid>
                );
              })}
            </Grid>
          )}

          <Divider sx={{ my: 2 }} />
          {!cabinetId && !role && (
            <Box sx={{ mb: 2 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={apply}
                    disabled={saving || !shown}
                    onChange={(e) => edit({ apply: e.target.checked })}
                  />
                }
                label={translate('kabinet.authorization.applyToCabinets')}
              />
              <FormHelperText sx={{ mt: -0.5, ml: 6 }}>
                {translate('kabinet.authorization.applyToCabinetsHint', { type: typeLabel(type) })}
              </FormHelperText>
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={!dirty || saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            >
              {translate('kabinet.authorization.save')}
            </Button>
            <Button onClick={() => setDraft(null)} disabled={!dirty || saving}>
              {translate('kabinet.authorization.reset')}
            </Button>
            {cabinetId && !guests && (
              <Button onClick={() => void fillDefaults()} disabled={saving || !shown}>
                {translate('kabinet.authorization.loadDefaults')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Confirm
        isOpen={!!leaving}
        title="kabinet.authorization.discardTitle"
        content="kabinet.authorization.discardContent"
        confirm="kabinet.authorization.discardConfirm"
        confirmColor="warning"
        onConfirm={() => {
          setDraft(null);
          if (leaving) setParams(leaving);
          setLeaving(null);
        }}
        onClose={() => setLeaving(null)}
      />
    </Box>
  );
}

export default AuthorizationPage;
