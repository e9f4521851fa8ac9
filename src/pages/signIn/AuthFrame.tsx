import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { variant } from '../../variants';
import { AUTH_FRAME_MESSAGES } from './authFrameMessages';

/** A message handed to a screen through navigation state (expired link, password changed). */
export interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

function useNotice(): Notice | undefined {
  const state = useLocation().state as { notice?: Notice } | null;
  return state?.notice;
}

/** A notice or a form's outcome: errors are announced at once, the rest politely. */
export function NoticeAlert({ notice, sx }: { notice: Notice; sx?: SxProps<Theme> }) {
  return (
    <Alert severity={notice.severity} sx={sx} role={notice.severity === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </Alert>
  );
}

/** The frame of the sign-in and password screens: a brand panel and the form. Plain MUI only. */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const notice = useNotice();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={(theme) => ({
          flex: '0 0 44%',
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: `radial-gradient(circle at 20% 15%, ${alpha('#ffffff', 0.16)} 0, transparent 42%),
            linear-gradient(150deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '12px',
              bgcolor: 'rgba(255,255,255,0.18)',
              border: '1px solid rgba(255,255,255,0.4)',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 20,
            }}
          >
            {variant.productName[0]}
          </Box>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {variant.productName}
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 440 }}>
          <Typography variant="h4" sx={{ mb: 2, lineHeight: 1.25 }}>
            {AUTH_FRAME_MESSAGES.tagline}
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>{AUTH_FRAME_MESSAGES.pitch}</Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} {variant.productName}
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 400 }}>
          <Typography
            variant="h6"
            color="primary"
            sx={{ display: { xs: 'block', md: 'none' }, mb: 3, fontWeight: 700 }}
          >
            {variant.productName}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {notice && <NoticeAlert notice={notice} sx={{ mb: 2 }} />}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
