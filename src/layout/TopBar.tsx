import { useId, useState, type ReactNode } from 'react';
import {
  AppBar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { t } from '../i18n/translate';
import { variant } from '../variants';

interface TopBarIdentity {
  name: string;
  login?: string;
}

export interface TopBarProps {
  identity?: TopBarIdentity | null;
  /** Name of the open cabinet, shown beside the product name. */
  cabinetName?: string | null;
  /** «Список кабинетов» is hidden on the cabinet selection page itself (docs/product.md#routes). */
  showCabinetsLink: boolean;
  onCabinets?: () => void;
  onLogout: () => void;
  /** Before the product name (the side bar toggle). */
  leading?: ReactNode;
  /** After the product name (the page title portal). */
  children?: ReactNode;
  /** Before the user menu (the loading indicator). */
  trailing?: ReactNode;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The top bar of docs/product.md#routes in plain MUI, so the cabinet selection page needs no react-admin. */
export function TopBar({
  identity,
  cabinetName,
  showCabinetsLink,
  onCabinets,
  onLogout,
  leading,
  children,
  trailing,
}: TopBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const name = identity?.name ?? '';

  return (
    <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" disableGutters sx={{ px: 1, gap: 1, minHeight: { xs: 56, sm: 48 } }}>
        {leading}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pl: leading ? 0 : 1.5, minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              width: 26,
              height: 26,
              borderRadius: '8px',
              flexShrink: 0,
              bgcolor: 'rgba(255,255,255,0.18)',
              border: '1px solid rgba(255,255,255,0.35)',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {variant.productName[0]}
          </Box>
          <Typography variant="subtitle1" component="div" noWrap sx={{ fontWeight: 700, letterSpacing: '0.01em' }}>
            {variant.productName}
          </Typography>
          {cabinetName && (
            <Typography
              variant="body2"
              noWrap
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.16)',
                maxWidth: 260,
                display: { xs: 'none', md: 'block' },
              }}
            >
              {cabinetName}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', pl: 1 }}>{children}</Box>
        {trailing}
        <Button
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          // The name read out holds the name shown (the initials are decoration).
          aria-label={name ? `${t('kabinet.userMenu.open')}: ${name}` : t('kabinet.userMenu.open')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          endIcon={<ExpandMoreIcon />}
          sx={{ textTransform: 'none', fontWeight: 500, pl: 0.75, borderRadius: 6 }}
        >
          {/* Decoration: the initials are drawn by CSS, so the button's name (the user's name
              after «Меню пользователя») holds all its visible text. Darkened, not lightened:
              white initials keep 4.5:1 on every variant's primary colour. */}
          <Box
            component="span"
            aria-hidden
            data-initials={initials(name || identity?.login || '?')}
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 12,
              mr: 1,
              bgcolor: 'rgba(0,0,0,0.22)',
              '&::before': { content: 'attr(data-initials)' },
            }}
          />
          <Box
            component="span"
            data-testid="identity"
            sx={{
              maxWidth: 220,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              display: { xs: 'none', sm: 'inline' },
            }}
          >
            {name}
          </Box>
        </Button>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={!!anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{name}</Typography>
            {identity?.login && identity.login !== name && (
              <Typography variant="body2" color="text.secondary">
                {identity.login}
              </Typography>
            )}
            {cabinetName && (
              <Typography variant="body2" color="text.secondary">
                {cabinetName}
              </Typography>
            )}
          </Box>
          <Divider />
          {showCabinetsLink && (
            <MenuItem
              onClick={() => {
                close();
                onCabinets?.();
              }}
            >
              <ListItemIcon>
                <SwapHorizIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('kabinet.userMenu.cabinets')}</ListItemText>
            </MenuItem>
          )}
          <MenuItem
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('kabinet.userMenu.logout')}</ListItemText>
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
