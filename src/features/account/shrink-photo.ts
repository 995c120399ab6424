import { coverCrop } from '@/domain/account/photo';

/**
 * The photo as the store keeps it: the middle square, at most 256 px a side, as WebP (JPEG where the
 * browser cannot write WebP). A phone's 6 MB photo becomes a few kilobytes. Where the browser cannot
 * decode or draw it, the file is sent as chosen (the size rule still applies).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const crop = coverCrop(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = crop.out;
    canvas.height = crop.out;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.out, crop.out);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
    if (!blob) return file;
    const type = blob.type === 'image/webp' ? 'image/webp' : 'image/png';
    return new File([blob], file.name.replace(/\.\w+$/, '') + (type === 'image/webp' ? '.webp' : '.png'), { type });
  } catch {
    return file;
  }
}
