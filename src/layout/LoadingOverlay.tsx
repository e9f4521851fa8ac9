import { Box, CircularProgress, Fade, Typography } from '@mui/material';
import { t } from '../i18n/translate';
import { OVERLAY_FADE_MS } from './constants';

/** The loader shown while a screen's code or the cabinet's user loads; fades in so quick loads do not flash. */
export function LoadingOverlay({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Fade in appear timeout={OVERLAY_FADE_MS} style={{ transitionDelay: `${OVERLAY_FADE_MS / 2}ms` }}>
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
        }}
      >
        <CircularProgress size={36} thickness={4} />
        <Typography variant="body2">{t('kabinet.loading')}</Typography>
      </Box>
    </Fade>
  );
}
