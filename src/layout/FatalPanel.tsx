import { Box, Button, Drawer, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n/translate';
import { signOut } from '../providers/authProvider';
import { FATAL_DRAWER_SIZE, Z_INDEX_BASE } from './constants';
import { useShellState } from './shellState';

/** Reloads the page; a seam so tests can observe the button without reloading jsdom. */
export const pageReloader = { reload: () => window.location.reload() };

/**
 * The fatal-error panel of docs/product.md#routes: a bottom drawer that only its buttons close, so the user
 * is not left working on a screen whose data failed to load.
 */
export function FatalPanel() {
  const { fatal, clearFatal } = useShellState();
  const navigate = useNavigate();

  return (
    <Drawer
      anchor="bottom"
      open={!!fatal}
      onClose={() => undefined}
      sx={{ zIndex: Z_INDEX_BASE }}
      slotProps={{
        paper: {
          role: 'alertdialog',
          'aria-labelledby': 'fatal-panel-title',
          'aria-describedby': 'fatal-panel-text',
          sx: {
            height: FATAL_DRAWER_SIZE,
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            justifyContent: 'center',
          },
        } as object,
      }}
    >
      <Box
        data-testid="fatal-panel"
        sx={{
          px: { xs: 2, md: 4 },
          display: 'flex',
          alignItems: 'center',
          gap: 3,
          flexWrap: { xs: 'wrap', md: 'nowrap' },
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            bgcolor: 'error.light',
            color: 'error.contrastText',
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <ErrorOutlineIcon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography id="fatal-panel-title" variant="h6">
            {t('kabinet.fatal.title')}
          </Typography>
          <Typography id="fatal-panel-text" variant="body2" color="text.secondary">
            {t('kabinet.fatal.text')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            onClick={() => {
              clearFatal();
              navigate(-1);
            }}
          >
            {t('kabinet.fatal.back')}
          </Button>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => pageReloader.reload()}>
            {t('kabinet.fatal.reload')}
          </Button>
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={() => {
              clearFatal();
              void signOut();
            }}
          >
            {t('kabinet.fatal.logout')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
