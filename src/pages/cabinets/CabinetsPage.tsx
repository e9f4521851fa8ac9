import { createElement, useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Card,
  Chip,
  Container,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { TopBar } from '../../layout/TopBar';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import {
  displayName,
  fetchCurrentUser,
  fetchMyCabinets,
  signOut,
  type Cabinet,
  type CurrentUser,
} from '../../providers/authProvider';
import { setCabinetId } from '../../providers/storage';
import { fetchFavoriteCabinets, setFavoriteCabinet } from './favorites';
import { groupCabinets, groupOf, type CabinetTypeGroup } from './groupCabinets';

const GROUP_ICONS: Record<CabinetTypeGroup, typeof ApartmentIcon> = {
  admin: AdminPanelSettingsIcon,
  agency: ApartmentIcon,
  account: AccountBalanceWalletIcon,
  other: FolderSharedIcon,
};

function typeLabel(type: string): string {
  const key = `kabinet.cabinets.types.${type}`;
  const text = t(key);
  return text === key ? type : text;
}

/**
 * /auth/cabinets (docs/product.md#routes, #permissions): the user's cabinets, their favourites first, the rest grouped by
 * type; picking one opens it, the star keeps it among the favourites.
 */
export default function CabinetsPage() {
  useDocumentTitle(t('kabinet.titles.cabinets'));
  const navigate = useNavigate();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [cabinets, setCabinets] = useState<Cabinet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(new Set());
  const [favoriteFailed, setFavoriteFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchFavoriteCabinets()
      .then((ids) => live && setFavorites(new Set(ids)))
      .catch(() => undefined);
    fetchMyCabinets()
      .then((list) => live && setCabinets(list))
      .catch(() => live && setFailed(true));
    fetchCurrentUser()
      .then((me) => live && setUser(me))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const open = (cabinet: Cabinet) => {
    setCabinetId(String(cabinet.id));
    navigate(`/${cabinet.id}`);
  };

  /** Stars at once; the platform's answer (the list as it is now) then replaces the guess. */
  const toggleFavorite = (cabinet: Cabinet) => {
    const id = String(cabinet.id);
    const favorite = !favorites.has(id);
    const before = favorites;
    const next = new Set(before);
    if (favorite) next.add(id);
    else next.delete(id);
    setFavorites(next);
    setFavoriteFailed(false);
    setFavoriteCabinet(id, favorite).then(
      (ids) => setFavorites(new Set(ids)),
      () => {
        setFavorites(before);
        setFavoriteFailed(true);
      },
    );
  };

  const groups = cabinets ? groupCabinets(cabinets, search, favorites) : [];

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar
        identity={user ? { name: displayName(user), login: user.login } : null}
        showCabinetsLink={false}
        onLogout={() => void signOut()}
      />
      <Container maxWidth="md" component="main" sx={{ pt: { xs: 10, sm: 11 }, pb: 6 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 3, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="h5" component="h1">
              {t('kabinet.cabinets.heading')}
            </Typography>
            <Typography color="text.secondary">{t('kabinet.cabinets.subheading')}</Typography>
          </Box>
          {cabinets && cabinets.length > 5 && (
            <TextField
              size="small"
              placeholder={t('kabinet.cabinets.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ minWidth: 260, bgcolor: 'background.paper' }}
              slotProps={{
                htmlInput: { 'aria-label': t('kabinet.cabinets.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        </Stack>

        {failed && <Alert severity="error">{t('kabinet.fatal.title')}</Alert>}
        {favoriteFailed && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFavoriteFailed(false)}>
            {t('kabinet.cabinets.favoriteFailed')}
          </Alert>
        )}
        {!cabinets && !failed && (
          <Card variant="outlined" sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Card>
        )}
        {cabinets && cabinets.length === 0 && <Alert severity="info">{t('kabinet.cabinets.empty')}</Alert>}
        {cabinets && cabinets.length > 0 && groups.length === 0 && (
          <Typography color="text.secondary">{t('kabinet.cabinets.nothingFound')}</Typography>
        )}

        <Stack spacing={3}>
          {groups.map((group) => (
            <Box component="section" key={group.key} aria-labelledby={`cabinets-${group.key}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography
                  id={`cabinets-${group.key}`}
                  variant="overline"
                  color="text.secondary"
                  sx={{ fontWeight: 700, letterSpacing: '0.08em' }}
                >
                  {t(`kabinet.cabinets.groups.${group.key}`)}
                </Typography>
                <Chip size="small" label={group.cabinets.length} />
              </Stack>
              <Card variant="outlined">
                <List disablePadding>
                  {group.cabinets.map((cabinet, i) => {
                    const favorite = favorites.has(String(cabinet.id));
                    const star = t(favorite ? 'kabinet.cabinets.unfavorite' : 'kabinet.cabinets.favorite');
                    return (
                      <ListItem
                        key={cabinet.id}
                        disablePadding
                        divider={i < group.cabinets.length - 1}
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={`${star}: ${cabinet.name}`}
                            aria-pressed={favorite}
                            title={star}
                            onClick={() => toggleFavorite(cabinet)}
                            sx={{ color: favorite ? 'warning.main' : 'action.active' }}
                          >
                            {favorite ? <StarIcon /> : <StarBorderIcon />}
                          </IconButton>
                        }
                      >
                        <ListItemButton
                          // Named by what it shows (name, type): an aria-label would hide the visible text.
                          onClick={() => open(cabinet)}
                          sx={{ py: 1.5, pr: 9 }}
                        >
                          <ListItemAvatar>
                            <Avatar sx={{ bgcolor: 'primary.main', opacity: 0.9 }}>
                              {createElement(GROUP_ICONS[groupOf(cabinet.cabinetType)])}
                            </Avatar>
                          </ListItemAvatar>
                          <ListItemText
                            primary={cabinet.name}
                            secondary={typeLabel(cabinet.cabinetType)}
                            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                          />
                          <ChevronRightIcon color="action" />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </Card>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
