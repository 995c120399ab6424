import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { getFileUploadMutationOptions } from '@generated/hooks/account/account';
import { isApiError } from '@/api';
import { chosenPhotoProblem, PHOTO_ERRORS, PHOTO_TYPES, uploadProblem } from '@/domain/account/photo';
import { useCustomerId, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { FormResult, saveResult } from '@/ui/form/form-result';
import buttons from '@/ui/button.module.css';
import styles from '../account.module.css';
import { shrinkPhoto } from '../shrink-photo';
import { useShownCustomerInfo } from '../shown-customer-info';

/**
 * The profile photo (FileUpload, multipart, imageType customerprofile): type and size checked before
 * anything is sent, resized in the browser, a preview to confirm, `File upload failed` when the server
 * refuses. The header shows the new photo at once.
 */
export function ProfilePhoto() {
  const customerId = useCustomerId();
  const info = useShownCustomerInfo();
  const setCustomerInfo = useSession((s) => s.setCustomerInfo);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  // What choosing a photo found (type, size, the preview's note); the upload's outcome is its mutation's.
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // The preview's object URL is let go when it is replaced or the section leaves.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const upload = useMutation(
    getFileUploadMutationOptions({
      mutation: {
        onSuccess: (r) => {
          const now = useSession.getState().customerInfo;
          if (now) setCustomerInfo({ ...now, profilePhoto: r.data.fileUrl });
          setChosen(null);
          setSaid('');
        },
      },
    }),
  );
  const choose = async (files: FileList | null) => {
    setError('');
    setSaid('');
    upload.reset();
    const file = files?.[0];
    if (!file) return;
    const problem = chosenPhotoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    const small = await shrinkPhoto(file);
    const tooBig = uploadProblem(small);
    if (tooBig) {
      setError(tooBig);
      return;
    }
    setChosen({ file: small, url: URL.createObjectURL(small) });
    setSaid('Your new photo is shown below. Save it to use it.');
  };
  const save = () => {
    if (!chosen || !customerId) return;
    // Focus goes back to the photo's button once the preview (and its Save button) has gone.
    upload.mutate(
      { data: { file: chosen.file, imageType: 'customerprofile', customerId } },
      { onSuccess: () => triggerRef.current?.focus() },
    );
  };
  // The store's own words first, which say what to do; the server's reason after them when it gave one.
  const failed = (e: unknown) => {
    const reason = isApiError(e) && (e.status === 400 || e.status === 413) ? e.message.replace(/^File upload failed:?\s*/i, '') : '';
    return reason ? `${PHOTO_ERRORS.failed}: ${reason}` : PHOTO_ERRORS.failed;
  };
  const result = saveResult(upload, () => 'Your photo is saved.', failed);
  const cancel = () => {
    setChosen(null);
    setSaid('');
    triggerRef.current?.focus();
  };
  const shown = chosen?.url ?? info?.profilePhoto ?? null;
  const initials = `${info?.firstName?.[0] ?? ''}${info?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <section aria-labelledby="photo-title" className={styles.settingsForm}>
      <h2 id="photo-title">Profile photo</h2>
      <div className={styles.photoRow}>
        {shown ? (
          <img
            src={shown}
            alt={chosen ? 'Your new photo, not saved yet' : 'Your profile photo'}
            width="96"
            height="96"
            className={styles.photo}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials || '?'}
          </span>
        )}
        <div className={styles.photoActions}>
          <AriaButton
            ref={triggerRef}
            className={`${buttons.button} ${buttons.secondary}`}
            onPress={() => {
              // The same file chosen again is a new choice.
              if (fileRef.current) fileRef.current.value = '';
              fileRef.current?.click();
            }}
          >
            {info?.profilePhoto ? 'Choose a new photo' : 'Choose a photo'}
          </AriaButton>
          {/* Hidden by its attribute, not a style: the page's CSP refuses style attributes in the server's HTML
              (react-aria's FileTrigger writes one, and its field then showed, bare and unlabelled). */}
          <input ref={fileRef} type="file" hidden accept={PHOTO_TYPES.join(',')} onChange={(e) => void choose(e.currentTarget.files)} />
          <p className={styles.hint}>PNG, JPEG or WebP, up to 10 MB. We keep a 256-pixel square from the middle.</p>
          {chosen ? (
            <div className={styles.watchActions}>
              <Button busy={result.busy} onClick={save}>
                Save photo
              </Button>
              <Button variant="secondary" onClick={cancel}>
                Cancel
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <FormResult said={result.said || said} error={error || result.error} />
    </section>
  );
}
