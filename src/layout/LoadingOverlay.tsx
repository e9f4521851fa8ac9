import { Box, CircularProgress, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { t } from '../i18n/translate';
import { BOOT_LOADER_ATTRIBUTE, OVERLAY_FADE_MS } from './constants';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * index.html shows the same loader before any script (scripts/vite/bootLoader.ts); the overlay
 * that replaces it in React's first commit goes on with its fade from where it is (the page's
 * clock started with it), instead of fading in again from nothing.
 */
const fadeDelay = () =>
  document.querySelector(`[${BOOT_LOADER_ATTRIBUTE}]`) ? `${-Math.round(performance.now())}ms` : '0ms';

/**
 * The loader shown while a screen's code or the cabinet's user loads. It starts at once (on a
 * first visit the page is blank until it shows: the first paint) and fades in slowly (ease-in),
 * so a quick load that replaces it within ~100 ms leaves no visible flash. A CSS animation, not
 * MUI's Fade: Fade forces a layout of the whole page when it mounts (to start its transition), in
 * the middle of the first screen's render.
 */
export function LoadingOverlay({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label={t('kabinet.loading')}
      sx={{
        minHeight: fullScreen ? '100vh' : 240,
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'text.secondary',
        animation: `${fadeIn} ${OVERLAY_FADE_MS}ms ease-in ${fadeDelay()} both`,
      }}
    >
      <CircularProgress size={36} thickness={4} />
      <Typography variant="body2">{t('kabinet.loading')}</Typography>
    </Box>
  );
}
