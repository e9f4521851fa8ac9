import { ListItemIcon, MenuItem, MenuList, Paper, Popper, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Link } from 'react-router-dom';
import { sectionHeading, type NavGroup, type NavItem } from './navigation';

interface GroupPopupProps {
  group: NavGroup;
  anchor: HTMLElement;
  currentItem: NavItem | undefined;
  href: (item: NavItem) => string;
  onItemClick: () => void;
}

/** A group's items beside its icon in the collapsed side bar (SideMenu), shown while it is hovered. */
export default function GroupPopup({ group, anchor, currentItem, href, onItemClick }: GroupPopupProps) {
  return (
    <Popper open anchorEl={anchor} placement="right-start" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Paper elevation={6} sx={{ ml: 1, minWidth: 220, py: 0.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {group.label}
        </Typography>
        <MenuList dense aria-label={group.label}>
          {group.items.flatMap((item, i) => {
            const heading = sectionHeading(group.items, i);
            return [
              heading && (
                <Typography
                  key={item.section}
                  component="li"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', px: 2, pt: 1, fontWeight: 600 }}
                >
                  {heading}
                </Typography>
              ),
              <MenuItem
                key={item.to}
                component={Link}
                to={href(item)}
                selected={currentItem?.to === item.to}
                onClick={onItemClick}
              >
                <ListItemIcon sx={{ minWidth: 28 }}>
                  <FiberManualRecordIcon sx={{ fontSize: 8 }} />
                </ListItemIcon>
                {item.label}
              </MenuItem>,
            ];
          })}
        </MenuList>
      </Paper>
    </Popper>
  );
}
