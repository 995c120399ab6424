import { chosenPhotoProblem, coverCrop, MAX_CHOSEN_BYTES, MAX_UPLOAD_BYTES, PHOTO_ERRORS, uploadProblem } from './photo';

describe('the profile photo rules', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s', (type) => {
    expect(chosenPhotoProblem({ type, size: 1000 })).toBeNull();
    expect(uploadProblem({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses %j, before and at upload', (type) => {
    expect(chosenPhotoProblem({ type, size: 1000 })).toBe(PHOTO_ERRORS.type);
    expect(uploadProblem({ type, size: 1000 })).toBe(PHOTO_ERRORS.type);
  });

  it('allows a chosen photo of exactly 10 MB, not a byte more', () => {
    expect(chosenPhotoProblem({ type: 'image/jpeg', size: MAX_CHOSEN_BYTES })).toBeNull();
    expect(chosenPhotoProblem({ type: 'image/jpeg', size: MAX_CHOSEN_BYTES + 1 })).toBe('Choose a photo of 10 MB or less.');
    expect(MAX_CHOSEN_BYTES).toBe(10_485_760);
  });

  it('sends a photo of exactly 2 MB, not a byte more', () => {
    expect(uploadProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(PHOTO_ERRORS.upload);
    expect(MAX_UPLOAD_BYTES).toBe(2_097_152);
  });

  it('crops the middle square and never enlarges', () => {
    expect(coverCrop(4000, 3000)).toEqual({ sx: 500, sy: 0, side: 3000, out: 256 });
    expect(coverCrop(300, 1001)).toEqual({ sx: 0, sy: 350, side: 300, out: 256 });
    expect(coverCrop(256, 256)).toEqual({ sx: 0, sy: 0, side: 256, out: 256 });
    expect(coverCrop(257, 400)).toEqual({ sx: 0, sy: 71, side: 257, out: 256 });
    expect(coverCrop(255, 255)).toEqual({ sx: 0, sy: 0, side: 255, out: 255 });
  });
});
