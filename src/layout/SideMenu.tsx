import { createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link, useLocation } from 'react-router-dom';
import type { MenuGroup } from '../engine/definition/types';
import { t } from '../i18n/translate';
import type { AccessHolder } from '../engine/schema/access';
import { Tooltip } from '../shims/tooltip';
import { MENU_POPUP_DELAY_MS } from './constants';
import { activeItem, sectionHeading, visibleGroups, type NavGroup, type NavItem } from './navigation';

// The collapsed bar's hover popup (with MUI's Popper) loads the first time a group pops up.
const GroupPopup = lazy(() => import('./GroupPopup'));

export interface SideMenuProps {
  items: readonly NavItem[];
  /** The cabinet's permission map and type. */
  holder: AccessHolder;
  /** "/{cabinetId}": item paths are relative to it. */
  basename: string;
  /** Side bar expanded (labels) or collapsed (icons only). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The side menu of docs/product.md#routes: five groups, each shown only with a visible item; one group
 * open at a time; clicking an item collapses the side bar. Collapsed, a group is an icon whose
 * items pop up on hover (after MENU_POPUP_DELAY_MS) and whose click expands the side bar.
 */
export function SideMenu({ items, holder, basename, open, onOpenChange }: SideMenuProps) {
  const location = useLocation();
  const relative = location.pathname.startsWith(basename)
    ? location.pathname.slice(basename.length)
    : location.pathname;
  const current = activeItem(items, relative);
  const groups = visibleGroups(items, holder);
  const [openGroup, setOpenGroup] = useState<MenuGroup | null>(current?.group ?? null);
  // Arriving on a screen (a link, the index redirect) opens its group, closing the others.
  const currentGroup = current?.group ?? null;
  const [seenGroup, setSeenGroup] = useState(currentGroup);
  if (currentGroup !== seenGroup) {
    setSeenGroup(currentGroup);
    if (currentGroup) setOpenGroup(currentGroup);
  }

  const href = (item: NavItem) => `${basename}/${item.to}`;
  const onItemClick = () => onOpenChange(false);

  return (
    <Box component="nav" aria-label={t('kabinet.titles.cabinet')} sx={{ py: 1 }}>
      <List disablePadding>
        {groups.map((group) =>
          open ? (
            <ExpandedGroup
              key={group.group}
              group={group}
              expanded={openGroup === group.group}
              active={current?.group === group.group}
              currentItem={current}
              href={href}
              onToggle={() => setOpenGroup((g) => (g === group.group ? null : group.group))}
              onItemClick={onItemClick}
            />
          ) : (
            <CollapsedGroup
              key={group.group}
              group={group}
              active={current?.group === group.group}
              currentItem={current}
              href={href}
              onExpand={() => {
                setOpenGroup(group.group);
                onOpenChange(true);
              }}
            />
          ),
        )}
        {groups.length === 0 && open && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('kabinet.menu.nothing')}
          </Typography>
        )}
      </List>
    </Box>
  );
}

interface GroupProps {
  group: NavGroup;
  active: boolean;
  currentItem: NavItem | undefined;
  href: (item: NavItem) => string;
}

function ExpandedGroup({
  group,
  expanded,
  active,
  currentItem,
  href,
  onToggle,
  onItemClick,
}: GroupProps & {
  expanded: boolean;
  onToggle: () => void;
  onItemClick: () => void;
}) {
  const listId = `menu-group-${group.group}`;
  // A list holds list items only: the group is an item holding its button and its own list.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        sx={{ mx: 1, borderRadius: 2, minHeight: 44, color: active ? 'primary.main' : 'text.primary' }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : 'text.secondary' }}>
          {createElement(group.icon)}
        </ListItemIcon>
        <ListItemText
          primary={group.label}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600, fontSize: '0.92rem' } } }}
        />
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={group.label}>
          {group.items.map((item, i) => {
            const selected = currentItem?.to === item.to;
            const heading = sectionHeading(group.items, i);
            return [
              heading && (
                <Typography
                  key={item.section}
                  component="li"
                  variant="caption"
                  color="text.secondary"
                  sx={{ pl: 6.5, pt: 1 }}
                >
                  {heading}
                </Typography>
              ),
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={href(item)}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={onItemClick}
                  sx={{
                    mx: 1,
                    pl: 6.5,
                    borderRadius: 2,
                    minHeight: 38,
                    '&.Mui-selected': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
                  }}
                >
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.9rem', fontWeight: 'inherit' } } }}
                  />
                </ListItemButton>
              </ListItem>,
            ];
          })}
        </List>
      </Collapse>
    </ListItem>
  );
}

function CollapsedGroup({ group, active, currentItem, href, onExpand }: GroupProps & { onExpand: () => void }) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [popup, setPopup] = useState(false);
  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPopup(next), MENU_POPUP_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Box component="li" onMouseEnter={() => later(true)} onMouseLeave={() => later(false)}>
      <Tooltip title={popup ? '' : group.label} placement="right" enterDelay={MENU_POPUP_DELAY_MS}>
        <ListItemButton
          ref={setAnchor}
          aria-label={group.label}
          onClick={() => {
            clearTimeout(timer.current);
            setPopup(false);
            onExpand();
          }}
          sx={{
            mx: 0.75,
            px: 1.25,
            borderRadius: 2,
            minHeight: 44,
            justifyContent: 'center',
            color: active ? 'primary.main' : 'text.secondary',
            bgcolor: active ? 'action.selected' : undefined,
          }}
        >
          <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>{createElement(group.icon)}</ListItemIcon>
        </ListItemButton>
      </Tooltip>
      {popup && anchor && (
        <Suspense fallback={null}>
          <GroupPopup
            group={group}
            anchor={anchor}
            currentItem={currentItem}
            href={href}
            onItemClick={() => setPopup(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
