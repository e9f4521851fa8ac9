import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { getCabinetId, getToken } from '../../providers/storage';
import { variant } from '../../variants';

/** /error/404 (docs/product.md#routes): also where the route guard sends a user without the screen's permissions. */
export default function NotFoundPage() {
  const title = t('kabinet.notFound.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const cabinetId = getCabinetId();
  const home = getToken() && cabinetId ? `/${cabinetId}` : '/';

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="subtitle1" color="primary" sx={{ fontWeight: 700 }}>
          {variant.productName}
        </Typography>
        <Box
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
          }}
        >
          <SearchOffIcon sx={{ fontSize: 44 }} />
        </Box>
        <Typography
          variant="h2"
          component="div"
          aria-hidden
          sx={{ fontWeight: 700, color: 'text.secondary', lineHeight: 1 }}
        >
          404
        </Typography>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{t('kabinet.notFound.text')}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {t('kabinet.notFound.back')}
          </Button>
          <Button variant="contained" onClick={() => navigate(home)}>
            {t('kabinet.notFound.home')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
