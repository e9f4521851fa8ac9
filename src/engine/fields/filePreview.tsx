import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box } from '@mui/material';
import type { SyntheticEvent } from 'react';

/** What a file field shows of its file: a stored file, or (a field keeping only the id) its address. */
export interface ShownFile {
  url: string;
  name: string;
  size?: number;
  mimeType?: string;
}

const kindOf = (file: ShownFile): 'image' | 'video' | 'other' => {
  const type = file.mimeType ?? '';
  if (!file.url) return 'other';
  if (type.startsWith('image/') || (!type && /\.(png|jpe?g|gif|webp)$/i.test(file.url))) return 'image';
  if (type.startsWith('video/') || (!type && /\.(mp4|webm)$/i.test(file.url))) return 'video';
  return 'other';
};

/** A checkerboard behind a picture, so its transparent parts show as such. */
const CHECKERBOARD = {
  backgroundColor: '#f3f4f7',
  backgroundImage:
    'linear-gradient(45deg, #e7e9ee 25%, transparent 25%, transparent 75%, #e7e9ee 75%), linear-gradient(45deg, #e7e9ee 25%, transparent 25%, transparent 75%, #e7e9ee 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

const SIZES = { small: { width: 64, height: 40 }, large: { width: 240, height: 150 } };

/** The file as people will see it: a picture, a playable video, or a file icon. */
export function FilePreview({
  file,
  alt,
  size = 'large',
  onImageLoad,
}: {
  file: ShownFile;
  alt: string;
  size?: 'small' | 'large';
  onImageLoad?(e: SyntheticEvent<HTMLImageElement>): void;
}) {
  const box = SIZES[size];
  const kind = kindOf(file);
  return (
    <Box
      sx={{
        ...box,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        ...(kind === 'image' ? CHECKERBOARD : { bgcolor: 'action.hover' }),
      }}
    >
      {kind === 'image' && (
        <img
          src={file.url}
          alt={alt}
          loading="lazy"
          onLoad={onImageLoad}
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
      {kind === 'video' && (
        <Box
          component="video"
          src={file.url}
          controls={size === 'large'}
          muted
          aria-label={alt}
          sx={{ maxWidth: '100%', maxHeight: '100%', display: 'block' }}
        />
      )}
      {kind === 'other' && (
        <InsertDriveFileOutlinedIcon color="action" aria-label={alt} sx={{ fontSize: size === 'large' ? 40 : 24 }} />
      )}
    </Box>
  );
}

/** The sibling of a dotted path ("slides.0.cdnFileId", "storageUrl" → "slides.0.storageUrl"). */
export const siblingPath = (path: string, sibling: string): string => path.replace(/[^.]+$/, sibling);
