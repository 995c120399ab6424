/** The profile photo's rules: what may be chosen and what may be sent (FileUpload, imageType customerprofile). */

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest photo the store sends: the mock API (and, we infer, the real one) refuses more with 400. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The largest photo a customer may choose: it is made smaller in the browser before it is sent. */
export const MAX_CHOSEN_BYTES = 10 * 1024 * 1024;
/** The side of the square photo the store keeps; twice the largest size it is shown at. */
export const PHOTO_SIDE = 256;

export const PHOTO_ERRORS = {
  type: 'Choose a PNG, JPEG or WebP image.',
  chosen: 'Choose a photo of 10 MB or less.',
  upload: 'The photo is still larger than 2 MB after resizing. Choose a smaller one.',
  failed: 'File upload failed',
} as const;

export interface FileFacts {
  type: string;
  size: number;
}

/** Why a chosen file cannot be used, or null when it can (checked before anything is sent). */
export function chosenPhotoProblem(file: FileFacts): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_ERRORS.type;
  if (file.size > MAX_CHOSEN_BYTES) return PHOTO_ERRORS.chosen;
  return null;
}

/** Why a file about to be sent would be refused, or null (after resizing, or when resizing was not possible). */
export function uploadProblem(file: FileFacts): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_ERRORS.type;
  if (file.size > MAX_UPLOAD_BYTES) return PHOTO_ERRORS.upload;
  return null;
}

/**
 * The square taken from the middle of an image of width × height (a cover crop), and the side it is drawn
 * at: PHOTO_SIDE, or less for a smaller image (never enlarged).
 */
export function coverCrop(width: number, height: number): { sx: number; sy: number; side: number; out: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side, out: Math.min(side, PHOTO_SIDE) };
}
